CREATE TABLE "content_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO content_versions (name, version) VALUES ('jobs', 0), ('advisors', 0), ('sessions', 0);
--> statement-breakpoint
-- Bumps the counter named by the trigger's argument once per transaction that changed its tables. A deferred
-- constraint trigger runs at commit, after every other lock the transaction takes, so the counter row is the last
-- lock taken and held only while committing: concurrent writers queue on it but can never deadlock over it. The
-- transaction-local setting makes the rows after the first one return at once (a 100 000-row insert bumps once).
CREATE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  flag text := 'boardly.bumped_' || TG_ARGV[0];
BEGIN
  IF current_setting(flag, true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config(flag, 'on', true);
  INSERT INTO content_versions (name, version) VALUES (TG_ARGV[0], 1)
    ON CONFLICT (name) DO UPDATE SET version = content_versions.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- jobs: the public job pages, the job list and the applicants' position picker.
CREATE CONSTRAINT TRIGGER jobs_content_version AFTER INSERT OR UPDATE OR DELETE ON jobs
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_content_version('jobs');
--> statement-breakpoint
CREATE TRIGGER jobs_content_version_truncate AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('jobs');
--> statement-breakpoint
-- advisors: the company search ranking (profiles, their search keys, and subscriptions for premium placement).
CREATE CONSTRAINT TRIGGER profiles_content_version AFTER INSERT OR UPDATE OR DELETE ON profiles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_content_version('advisors');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER subscriptions_content_version AFTER INSERT OR UPDATE OR DELETE ON subscriptions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_content_version('advisors');
--> statement-breakpoint
CREATE TRIGGER profiles_content_version_truncate AFTER TRUNCATE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('advisors');
--> statement-breakpoint
CREATE TRIGGER subscriptions_content_version_truncate AFTER TRUNCATE ON subscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('advisors');
--> statement-breakpoint
-- sessions: resolved sessions remembered by the session middleware. A new session (a sign-in) changes nobody's
-- answer, so only updates and deletions (sign-out, revocation, expiry refresh, a changed or deleted user) count.
CREATE CONSTRAINT TRIGGER session_content_version AFTER UPDATE OR DELETE ON session
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_content_version('sessions');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER user_content_version AFTER UPDATE OR DELETE ON "user"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_content_version('sessions');
--> statement-breakpoint
CREATE TRIGGER session_content_version_truncate AFTER TRUNCATE ON session
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('sessions');

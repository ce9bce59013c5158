CREATE TABLE "content_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO content_versions (name, version) VALUES ('jobs', 0);
--> statement-breakpoint
-- Bumps the jobs counter once per transaction that changed jobs. A deferred constraint trigger runs at commit, after
-- every other lock the transaction takes, so the counter row is the last lock taken and held only while committing:
-- concurrent writers queue on it but can never deadlock over it. The transaction-local setting makes the rows after
-- the first one of a transaction return at once (a 100 000-row insert bumps once).
CREATE FUNCTION bump_jobs_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('boardly.jobs_version_bumped', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('boardly.jobs_version_bumped', 'on', true);
  INSERT INTO content_versions (name, version) VALUES ('jobs', 1)
    ON CONFLICT (name) DO UPDATE SET version = content_versions.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER jobs_content_version AFTER INSERT OR UPDATE OR DELETE ON jobs
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_jobs_content_version();
--> statement-breakpoint
CREATE TRIGGER jobs_content_version_truncate AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION bump_jobs_content_version();

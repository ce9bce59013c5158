CREATE TABLE "application_fits" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"score" smallint,
	"engine_version" smallint,
	"inputs_version" integer DEFAULT 1 NOT NULL,
	"scored_version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_fits" ADD CONSTRAINT "application_fits_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_fits_stale_idx" ON "application_fits" USING btree ("application_id") WHERE "application_fits"."scored_version" <> "application_fits"."inputs_version";--> statement-breakpoint
-- Every application has its fit row (decision 030), inserted in the same statement as the application. A
-- statement-level trigger with a transition table: a bulk insert of 500 000 applications inserts their rows in one
-- set-based statement rather than one call per row.
CREATE FUNCTION application_fits_insert_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO application_fits (application_id) SELECT id FROM inserted_applications
    ON CONFLICT (application_id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_fit_rows AFTER INSERT ON applications
  REFERENCING NEW TABLE AS inserted_applications
  FOR EACH STATEMENT EXECUTE FUNCTION application_fits_insert_rows();
--> statement-breakpoint
-- A change to a column the matching engine reads (MATCHING_PROFILE_COLUMNS / MATCHING_JOB_COLUMNS in
-- features/matching/matching-input.ts) makes the fits of that advisor's or that position's applications stale in
-- the same transaction, whichever code path wrote it. Other edits (photo, visibility, time zone, activation) do not.
CREATE FUNCTION application_fits_stale_for_advisor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE application_fits f SET inputs_version = f.inputs_version + 1
    FROM applications a
    WHERE a.id = f.application_id AND a.advisor_user_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER profiles_stale_fits AFTER UPDATE ON profiles FOR EACH ROW
  WHEN ((OLD.first_name, OLD.industries, OLD.skills, OLD.biography, OLD.years_experience, OLD.hours_available,
         OLD.work_preference, OLD.available_to_work, OLD.compensation_preference, OLD.city, OLD.country,
         OLD.has_been_advisor_before, OLD.advisor_experience)
    IS DISTINCT FROM
        (NEW.first_name, NEW.industries, NEW.skills, NEW.biography, NEW.years_experience, NEW.hours_available,
         NEW.work_preference, NEW.available_to_work, NEW.compensation_preference, NEW.city, NEW.country,
         NEW.has_been_advisor_before, NEW.advisor_experience))
  EXECUTE FUNCTION application_fits_stale_for_advisor();
--> statement-breakpoint
-- A profile created or removed under existing applications (they were scored without it, or with it); set-based,
-- as seeds insert profiles by the thousand.
CREATE FUNCTION application_fits_stale_for_profiles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE application_fits f SET inputs_version = f.inputs_version + 1
    FROM applications a, changed_profiles p
    WHERE a.id = f.application_id AND a.advisor_user_id = p.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER profiles_stale_fits_insert AFTER INSERT ON profiles
  REFERENCING NEW TABLE AS changed_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION application_fits_stale_for_profiles();
--> statement-breakpoint
CREATE TRIGGER profiles_stale_fits_delete AFTER DELETE ON profiles
  REFERENCING OLD TABLE AS changed_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION application_fits_stale_for_profiles();
--> statement-breakpoint
CREATE FUNCTION application_fits_stale_for_position() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE application_fits f SET inputs_version = f.inputs_version + 1
    FROM applications a
    WHERE a.id = f.application_id AND a.job_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_stale_fits AFTER UPDATE ON jobs FOR EACH ROW
  WHEN ((OLD.title, OLD.company_name, OLD.company_summary, OLD.job_description, OLD.industry, OLD.type,
         OLD.engagement_type, OLD.compensation_type, OLD.city, OLD.country)
    IS DISTINCT FROM
        (NEW.title, NEW.company_name, NEW.company_summary, NEW.job_description, NEW.industry, NEW.type,
         NEW.engagement_type, NEW.compensation_type, NEW.city, NEW.country))
  EXECUTE FUNCTION application_fits_stale_for_position();
--> statement-breakpoint
-- Backfill: a stale row for every existing application; the application-fits job scores them after start, and the
-- applicants page scores those of a position it sorts by fit before that (the engine is TypeScript, not SQL).
INSERT INTO application_fits (application_id) SELECT id FROM applications ON CONFLICT (application_id) DO NOTHING;

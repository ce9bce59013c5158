CREATE TABLE "company_responsiveness" (
	"company_user_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"computed_version" bigint DEFAULT 0 NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	"median_days" double precision,
	"ended" integer DEFAULT 0 NOT NULL,
	"ended_with_reason" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_responsiveness" ADD CONSTRAINT "company_responsiveness_company_user_id_user_id_fk" FOREIGN KEY ("company_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (decision 052): the figures of a company go stale with any change to its applications, their status
-- events, or the owner of one of its roles. Statement-level triggers with transition tables: a bulk change bumps
-- each company once.
CREATE FUNCTION company_responsiveness_bump(companies uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO company_responsiveness (company_user_id, version)
  SELECT DISTINCT c, 1 FROM unnest(companies) AS c
  -- A company being deleted (its roles and applications go with it) gets no row.
  WHERE c IS NOT NULL AND EXISTS (SELECT 1 FROM "user" u WHERE u.id = c)
  ON CONFLICT (company_user_id) DO UPDATE SET version = company_responsiveness.version + 1;
$$;
--> statement-breakpoint
CREATE FUNCTION company_responsiveness_applications_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM company_responsiveness_bump(ARRAY(
      SELECT DISTINCT j.posted_by FROM new_rows n JOIN jobs j ON j.id = n.job_id));
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM company_responsiveness_bump(ARRAY(
      SELECT DISTINCT j.posted_by FROM old_rows o JOIN jobs j ON j.id = o.job_id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER applications_responsiveness_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_responsiveness_applications_changed();
--> statement-breakpoint
CREATE TRIGGER applications_responsiveness_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_responsiveness_applications_changed();
--> statement-breakpoint
CREATE TRIGGER applications_responsiveness_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION company_responsiveness_applications_changed();
--> statement-breakpoint
CREATE FUNCTION company_responsiveness_events_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM company_responsiveness_bump(ARRAY(
    SELECT DISTINCT j.posted_by FROM new_rows e
    JOIN applications a ON a.id = e.application_id JOIN jobs j ON j.id = a.job_id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER status_events_responsiveness_insert AFTER INSERT ON application_status_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_responsiveness_events_changed();
--> statement-breakpoint
CREATE TRIGGER status_events_responsiveness_update AFTER UPDATE ON application_status_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_responsiveness_events_changed();
--> statement-breakpoint
CREATE FUNCTION company_responsiveness_owner_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM company_responsiveness_bump(ARRAY[OLD.posted_by, NEW.posted_by]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_responsiveness_owner AFTER UPDATE OF posted_by ON jobs
  FOR EACH ROW WHEN (OLD.posted_by IS DISTINCT FROM NEW.posted_by)
  EXECUTE FUNCTION company_responsiveness_owner_changed();
--> statement-breakpoint
-- Companies with applications today start stale: their first read computes the figures.
INSERT INTO company_responsiveness (company_user_id, version)
  SELECT DISTINCT j.posted_by, 1 FROM applications a JOIN jobs j ON j.id = a.job_id WHERE j.posted_by IS NOT NULL;

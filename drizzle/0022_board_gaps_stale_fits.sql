-- The stored applicant fits read the company's board gaps (decision 051 updated): a change to what the gaps are made
-- of — the board matrix, its members, or the company's "skills needed" — makes the fits of every application to that
-- company's positions stale in the same transaction, as a change to a position or a profile does (decision 030).
-- Statement-level with transition tables: a matrix save replaces all its members in two statements.
CREATE FUNCTION application_fits_stale_for_companies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE application_fits f SET inputs_version = f.inputs_version + 1
    FROM applications a, jobs j
    WHERE a.id = f.application_id AND j.id = a.job_id
      AND j.company_id IN (SELECT DISTINCT company_id FROM changed_companies);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER board_matrices_stale_fits_insert AFTER INSERT ON board_matrices
  REFERENCING NEW TABLE AS changed_companies
  FOR EACH STATEMENT EXECUTE FUNCTION application_fits_stale_for_companies();
--> statement-breakpoint
CREATE TRIGGER board_matrices_stale_fits_update AFTER UPDATE ON board_matrices
  REFERENCING NEW TABLE AS changed_companies
  FOR EACH STATEMENT EXECUTE FUNCTION application_fits_stale_for_companies();
--> statement-breakpoint
CREATE TRIGGER board_matrices_stale_fits_delete AFTER DELETE ON board_matrices
  REFERENCING OLD TABLE AS changed_companies
  FOR EACH STATEMENT EXECUTE FUNCTION application_fits_stale_for_companies();
--> statement-breakpoint
CREATE TRIGGER board_members_stale_fits_insert AFTER INSERT ON board_members
  REFERENCING NEW TABLE AS changed_companies
  FOR EACH STATEMENT EXECUTE FUNCTION application_fits_stale_for_companies();
--> statement-breakpoint
CREATE TRIGGER board_members_stale_fits_update AFTER UPDATE ON board_members
  REFERENCING NEW TABLE AS changed_companies
  FOR EACH STATEMENT EXECUTE FUNCTION application_fits_stale_for_companies();
--> statement-breakpoint
CREATE TRIGGER board_members_stale_fits_delete AFTER DELETE ON board_members
  REFERENCING OLD TABLE AS changed_companies
  FOR EACH STATEMENT EXECUTE FUNCTION application_fits_stale_for_companies();
--> statement-breakpoint
-- "Skills needed" is a gap when no member covers it; only a company with a matrix has gaps, but the update is cheap.
CREATE FUNCTION application_fits_stale_for_company() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE application_fits f SET inputs_version = f.inputs_version + 1
    FROM applications a, jobs j
    WHERE a.id = f.application_id AND j.id = a.job_id AND j.company_id = NEW.id
      AND EXISTS (SELECT 1 FROM board_matrices m WHERE m.company_id = NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER company_profiles_stale_fits AFTER UPDATE ON company_profiles FOR EACH ROW
  WHEN (OLD.skills_needed IS DISTINCT FROM NEW.skills_needed)
  EXECUTE FUNCTION application_fits_stale_for_company();
--> statement-breakpoint
-- Fits scored before this migration did not read the gaps: those of companies with a matrix are stale now.
UPDATE application_fits f SET inputs_version = f.inputs_version + 1
  FROM applications a, jobs j
  WHERE a.id = f.application_id AND j.id = a.job_id
    AND EXISTS (SELECT 1 FROM board_matrices m WHERE m.company_id = j.company_id);

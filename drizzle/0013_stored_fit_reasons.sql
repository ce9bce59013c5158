ALTER TABLE "application_fits" ADD COLUMN "confidence" double precision;--> statement-breakpoint
ALTER TABLE "application_fits" ADD COLUMN "reasons" jsonb;--> statement-breakpoint
ALTER TABLE "application_fits" ADD COLUMN "tensions" jsonb;--> statement-breakpoint
-- Fits scored before their reasons were stored become stale: the application-fits job scores them again after
-- start, and until it has, the applicants page scores its own stale rows (decision 047).
UPDATE "application_fits" SET "inputs_version" = "inputs_version" + 1 WHERE "scored_version" = "inputs_version";

CREATE TABLE "board_matrices" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"target_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"term_ends_on" date
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "equity_bps" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "monthly_fee" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "fee_currency" text;--> statement-breakpoint
ALTER TABLE "board_matrices" ADD CONSTRAINT "board_matrices_company_id_company_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_members" ADD CONSTRAINT "board_members_company_id_board_matrices_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."board_matrices"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_members_company_idx" ON "board_members" USING btree ("company_id","position");--> statement-breakpoint
-- Hand-written (decision 051): the public role page shows the FAST equity grid for the company's funding stage and
-- is cached by the 'jobs' content version (decision 011), so a change of stage must bump it too.
CREATE CONSTRAINT TRIGGER company_stage_content_version AFTER UPDATE OF funding_stage ON company_profiles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.funding_stage IS DISTINCT FROM NEW.funding_stage)
  EXECUTE FUNCTION bump_content_version('jobs');

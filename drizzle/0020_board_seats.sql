CREATE TABLE "board_seats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advisor_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"company_website" text,
	"company_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"role" text NOT NULL,
	"listed" boolean DEFAULT false NOT NULL,
	"exchange" text,
	"country" text,
	"industry" text,
	"committees" text[] DEFAULT '{}'::text[] NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_competitors" (
	"company_user_id" uuid PRIMARY KEY NOT NULL,
	"entries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "board_listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "board_seats" ADD CONSTRAINT "board_seats_advisor_id_profiles_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_competitors" ADD CONSTRAINT "company_competitors_company_user_id_user_id_fk" FOREIGN KEY ("company_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_seats_advisor_idx" ON "board_seats" USING btree ("advisor_id","start_date");--> statement-breakpoint
-- advisors: a seat added, edited, hidden or ended changes the public advisor pages cached by this version (decision 050).
CREATE CONSTRAINT TRIGGER board_seats_content_version AFTER INSERT OR UPDATE OR DELETE ON board_seats
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_content_version('advisors');
--> statement-breakpoint
CREATE TRIGGER board_seats_content_version_truncate AFTER TRUNCATE ON board_seats
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('advisors');

CREATE TABLE "advisor_confidentiality" (
	"advisor_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"headline" text,
	"hidden_from" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hidden_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advisor_confidentiality" ADD CONSTRAINT "advisor_confidentiality_advisor_id_profiles_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- advisors: a change of confidential mode changes the search ranking and the public pages (decision 044).
CREATE CONSTRAINT TRIGGER advisor_confidentiality_content_version AFTER INSERT OR UPDATE OR DELETE ON advisor_confidentiality
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_content_version('advisors');
--> statement-breakpoint
CREATE TRIGGER advisor_confidentiality_content_version_truncate AFTER TRUNCATE ON advisor_confidentiality
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('advisors');

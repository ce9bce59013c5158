CREATE TABLE "applicant_assessments" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"rating" smallint,
	"notes" text DEFAULT '' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applicant_assessments_rating_range" CHECK ("applicant_assessments"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "interview_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"duration_minutes" integer DEFAULT 45 NOT NULL,
	"company_time_zone" text NOT NULL,
	"meeting_url" text,
	"location" text,
	"starts_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "response_days" integer DEFAULT 21 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "closing_message" text;--> statement-breakpoint
ALTER TABLE "application_status_events" ADD COLUMN "reason_shared" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "application_status_events" ADD COLUMN "actor_role" text DEFAULT 'company' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "response_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applicant_assessments" ADD CONSTRAINT "applicant_assessments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_assessments" ADD CONSTRAINT "applicant_assessments_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicant_assessments_updated_by_idx" ON "applicant_assessments" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "interview_slots_interview_idx" ON "interview_slots" USING btree ("interview_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "interviews_created_by_idx" ON "interviews" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "interviews_upcoming_idx" ON "interviews" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "application_status_events_platform_closed_idx" ON "application_status_events" USING btree ("created_at","application_id") WHERE "application_status_events"."status" = 'closed' and "application_status_events"."actor_role" = 'platform';--> statement-breakpoint
CREATE INDEX "applications_awaiting_response_idx" ON "applications" USING btree ("created_at") WHERE "applications"."status" = 'applied' and "applications"."first_response_at" is null;--> statement-breakpoint
UPDATE "application_status_events" SET "actor_role" = 'advisor' WHERE "status" = 'applied';--> statement-breakpoint
UPDATE "applications" a SET "first_response_at" = e."first_at" FROM (SELECT "application_id", min("created_at") AS "first_at" FROM "application_status_events" WHERE "status" <> 'applied' GROUP BY "application_id") e WHERE e."application_id" = a."id";

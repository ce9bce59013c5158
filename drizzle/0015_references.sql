CREATE TABLE "reference_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advisor_user_id" uuid NOT NULL,
	"referee_name" text NOT NULL,
	"referee_email" text NOT NULL,
	"relationship" text NOT NULL,
	"organisation" text NOT NULL,
	"year_from" integer NOT NULL,
	"year_to" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"body" text,
	"confirmed_name" text,
	"confirmed_relationship" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reference_requests_status_check" CHECK ("reference_requests"."status" in ('pending', 'submitted', 'approved', 'declined', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "reference_requests" ADD CONSTRAINT "reference_requests_advisor_user_id_user_id_fk" FOREIGN KEY ("advisor_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reference_requests_advisor_idx" ON "reference_requests" USING btree ("advisor_user_id","created_at");
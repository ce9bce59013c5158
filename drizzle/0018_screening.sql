CREATE TABLE "application_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"question_id" uuid,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"prompt" text NOT NULL,
	"value" text NOT NULL,
	"knocked_out" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_answers_application_question_unique" UNIQUE("application_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "application_motivations" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"note" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_criteria" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"prompt" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"knockout_answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "position_questions_kind_check" CHECK ("position_questions"."kind" in ('text', 'yes_no', 'choice'))
);
--> statement-breakpoint
CREATE TABLE "scorecards" (
	"application_id" uuid NOT NULL,
	"author_user_id" uuid NOT NULL,
	"scores" jsonb NOT NULL,
	"average" numeric(3, 2),
	"recommendation" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scorecards_application_id_author_user_id_pk" PRIMARY KEY("application_id","author_user_id"),
	CONSTRAINT "scorecards_recommendation_check" CHECK ("scorecards"."recommendation" in ('strong_yes', 'yes', 'no', 'strong_no'))
);
--> statement-breakpoint
ALTER TABLE "application_answers" ADD CONSTRAINT "application_answers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_answers" ADD CONSTRAINT "application_answers_question_id_position_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."position_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_motivations" ADD CONSTRAINT "application_motivations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_criteria" ADD CONSTRAINT "position_criteria_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_questions" ADD CONSTRAINT "position_questions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_answers_application_idx" ON "application_answers" USING btree ("application_id","position");--> statement-breakpoint
CREATE INDEX "application_answers_question_idx" ON "application_answers" USING btree ("question_id","value");--> statement-breakpoint
CREATE INDEX "position_criteria_job_idx" ON "position_criteria" USING btree ("job_id","position");--> statement-breakpoint
CREATE INDEX "position_questions_job_idx" ON "position_questions" USING btree ("job_id","position");--> statement-breakpoint
CREATE INDEX "scorecards_author_idx" ON "scorecards" USING btree ("author_user_id");
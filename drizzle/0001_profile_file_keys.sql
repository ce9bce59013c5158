ALTER TABLE "profiles" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "resume_key" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "resume_file_name" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "badge_key" text;
CREATE TABLE "company_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid,
	"subject_label" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_invitations_role_check" CHECK ("company_invitations"."role" in ('admin', 'hiring', 'interviewer'))
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_company_id_user_id_pk" PRIMARY KEY("company_id","user_id"),
	CONSTRAINT "company_members_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "company_members_role_check" CHECK ("company_members"."role" in ('owner', 'admin', 'hiring', 'interviewer'))
);
--> statement-breakpoint
CREATE TABLE "company_position_assignments" (
	"job_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"assigned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_position_assignments_job_id_user_id_pk" PRIMARY KEY("job_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "company_audit_log" ADD CONSTRAINT "company_audit_log_company_id_company_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_audit_log" ADD CONSTRAINT "company_audit_log_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_company_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_accepted_by_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_company_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_position_assignments" ADD CONSTRAINT "company_position_assignments_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_position_assignments" ADD CONSTRAINT "company_position_assignments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_position_assignments" ADD CONSTRAINT "company_position_assignments_assigned_by_user_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_audit_log_company_idx" ON "company_audit_log" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "company_audit_log_actor_idx" ON "company_audit_log" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "company_invitations_company_idx" ON "company_invitations" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "company_invitations_invited_by_idx" ON "company_invitations" USING btree ("invited_by");--> statement-breakpoint
CREATE INDEX "company_invitations_accepted_by_idx" ON "company_invitations" USING btree ("accepted_by");--> statement-breakpoint
CREATE INDEX "company_members_invited_by_idx" ON "company_members" USING btree ("invited_by");--> statement-breakpoint
CREATE INDEX "company_position_assignments_user_idx" ON "company_position_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "company_position_assignments_assigned_by_idx" ON "company_position_assignments" USING btree ("assigned_by");--> statement-breakpoint
-- Hand-written (decision 048): one owner per company.
CREATE UNIQUE INDEX "company_members_one_owner_idx" ON "company_members" USING btree ("company_id") WHERE "company_members"."role" = 'owner';--> statement-breakpoint
-- Hand-written (decision 048): every company profile has its owner as a member from the moment it exists, whichever
-- path created it (the profile form, the demo seed, a test factory).
CREATE OR REPLACE FUNCTION company_profile_owner_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_members (company_id, user_id, role, created_at)
  VALUES (NEW.id, NEW.user_id, 'owner', NEW.created_at)
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER company_profiles_owner_member AFTER INSERT ON company_profiles
  FOR EACH ROW EXECUTE FUNCTION company_profile_owner_member();--> statement-breakpoint
-- Hand-written (decision 048): today's single-user companies become their owners, nothing else changes.
INSERT INTO company_members (company_id, user_id, role, created_at)
  SELECT id, user_id, 'owner', created_at FROM company_profiles
  ON CONFLICT DO NOTHING;

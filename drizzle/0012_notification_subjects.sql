ALTER TABLE "notifications" ADD COLUMN "application_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "invitation_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_application_idx" ON "notifications" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "notifications_invitation_idx" ON "notifications" USING btree ("invitation_id");
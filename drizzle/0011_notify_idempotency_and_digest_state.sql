CREATE TABLE "notification_digest_state" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_local_day" date NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "notification_digest_state" ADD CONSTRAINT "notification_digest_state_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_idempotency_key_unique" UNIQUE("user_id","idempotency_key");
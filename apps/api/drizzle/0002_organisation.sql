ALTER TABLE "applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "carriers" ADD COLUMN "national_identity_number" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "national_identity_number" text;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_pending_email_idx" ON "applications" USING btree ("email") WHERE "applications"."status" = 'pending';
CREATE TABLE "courier_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carrier_id" uuid,
	"application_id" uuid,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"expires_at" date,
	"verified_by" uuid,
	"verified_at" timestamp with time zone,
	"warned_days" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carrier_types" ADD COLUMN "required_documents" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "carriers" ADD COLUMN "inactive_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courier_documents" ADD CONSTRAINT "courier_documents_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_documents" ADD CONSTRAINT "courier_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_documents" ADD CONSTRAINT "courier_documents_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_documents" ADD CONSTRAINT "courier_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_documents" ADD CONSTRAINT "courier_documents_modified_by_users_id_fk" FOREIGN KEY ("modified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_document_id_courier_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."courier_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_documents_carrier_kind_idx" ON "courier_documents" USING btree ("carrier_id","kind") WHERE "courier_documents"."carrier_id" is not null;--> statement-breakpoint
CREATE INDEX "courier_documents_application_idx" ON "courier_documents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "courier_documents_expires_idx" ON "courier_documents" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "document_files_version_idx" ON "document_files" USING btree ("document_id","version");--> statement-breakpoint
UPDATE "carrier_types" SET "required_documents" = '[{"kind":"driving-licence","expires":true},{"kind":"vehicle-registration","expires":false},{"kind":"insurance","expires":true},{"kind":"criminal-record","expires":true}]'::jsonb WHERE "code" IN ('motorcycle', 'car');--> statement-breakpoint
UPDATE "carrier_types" SET "required_documents" = '[{"kind":"criminal-record","expires":true}]'::jsonb WHERE "code" IN ('bicycle', 'on-foot');--> statement-breakpoint
UPDATE "carrier_types" SET "required_documents" = '[{"kind":"driving-licence","expires":true},{"kind":"src","expires":false},{"kind":"psychotechnical","expires":true},{"kind":"vehicle-registration","expires":false},{"kind":"insurance","expires":true},{"kind":"criminal-record","expires":true}]'::jsonb WHERE "code" = 'van';

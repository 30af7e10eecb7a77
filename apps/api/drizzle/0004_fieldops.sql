CREATE TABLE "emergencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carrier_id" uuid NOT NULL,
	"zone_id" uuid NOT NULL,
	"description" text,
	"latitude" double precision,
	"longitude" double precision,
	"position_at" timestamp with time zone,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" uuid,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution_note" text
);
--> statement-breakpoint
CREATE TABLE "joker_assignments" (
	"carrier_id" uuid PRIMARY KEY NOT NULL,
	"station_id" uuid NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "joker_stations" ADD COLUMN "capacity" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "joker_stations" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD COLUMN "flag" text;--> statement-breakpoint
ALTER TABLE "packet_update_requests" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "packet_update_requests" ADD COLUMN "resolved_by" uuid;--> statement-breakpoint
ALTER TABLE "packet_update_requests" ADD COLUMN "resolution" jsonb;--> statement-breakpoint
ALTER TABLE "packet_update_requests" ADD COLUMN "resolve_key" text;--> statement-breakpoint
ALTER TABLE "packet_update_requests" ADD COLUMN "resolve_body_hash" text;--> statement-breakpoint
ALTER TABLE "emergencies" ADD CONSTRAINT "emergencies_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergencies" ADD CONSTRAINT "emergencies_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergencies" ADD CONSTRAINT "emergencies_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergencies" ADD CONSTRAINT "emergencies_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joker_assignments" ADD CONSTRAINT "joker_assignments_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joker_assignments" ADD CONSTRAINT "joker_assignments_station_id_joker_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."joker_stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emergencies_zone_status_idx" ON "emergencies" USING btree ("zone_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "packet_update_requests_open_idx" ON "packet_update_requests" USING btree ("packet_id") WHERE "packet_update_requests"."status" = 'open';
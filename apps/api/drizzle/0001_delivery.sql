CREATE TABLE "carrier_positions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carrier_positions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"carrier_id" uuid NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" double precision,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrier_states" (
	"carrier_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'offline' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"position_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deadlines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"ref_id" uuid NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"fired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "delivery_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"zone_id" uuid NOT NULL,
	"status" text NOT NULL,
	"packet_count" integer NOT NULL,
	"note" text,
	"ready_in_minutes" integer,
	"carrier_id" uuid,
	"stage" integer DEFAULT 0 NOT NULL,
	"estimated_fee" bigint NOT NULL,
	"idempotency_key" text,
	"repeat_of" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "offer_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"carrier_id" uuid,
	"stage" integer NOT NULL,
	"event" text NOT NULL,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"carrier_id" uuid NOT NULL,
	"stage" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"distance_meters" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "packet_update_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"packet_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"zone_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "packets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"to_latitude" double precision,
	"to_longitude" double precision,
	"to_location_set_at" timestamp with time zone,
	"distance_meters" integer,
	"fee" bigint,
	"courier_share" bigint,
	"approved_at" timestamp with time zone,
	"approved_by" text
);
--> statement-breakpoint
ALTER TABLE "carrier_states" ADD CONSTRAINT "carrier_states_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD CONSTRAINT "delivery_requests_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD CONSTRAINT "delivery_requests_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD CONSTRAINT "delivery_requests_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_log" ADD CONSTRAINT "offer_log_request_id_delivery_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."delivery_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_request_id_delivery_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."delivery_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packet_update_requests" ADD CONSTRAINT "packet_update_requests_packet_id_packets_id_fk" FOREIGN KEY ("packet_id") REFERENCES "public"."packets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packet_update_requests" ADD CONSTRAINT "packet_update_requests_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packet_update_requests" ADD CONSTRAINT "packet_update_requests_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packets" ADD CONSTRAINT "packets_request_id_delivery_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."delivery_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carrier_positions_carrier_idx" ON "carrier_positions" USING btree ("carrier_id","recorded_at");--> statement-breakpoint
CREATE INDEX "deadlines_due_idx" ON "deadlines" USING btree ("due_at") WHERE "deadlines"."fired_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "deadlines_unique_idx" ON "deadlines" USING btree ("kind","ref_id","seq");--> statement-breakpoint
CREATE INDEX "delivery_requests_store_idx" ON "delivery_requests" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "delivery_requests_zone_status_idx" ON "delivery_requests" USING btree ("zone_id","status");--> statement-breakpoint
CREATE INDEX "delivery_requests_carrier_idx" ON "delivery_requests" USING btree ("carrier_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_requests_idempotency_idx" ON "delivery_requests" USING btree ("store_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "offer_log_request_idx" ON "offer_log" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "offers_carrier_status_idx" ON "offers" USING btree ("carrier_id","status");--> statement-breakpoint
CREATE INDEX "offers_request_idx" ON "offers" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_winner_idx" ON "offers" USING btree ("request_id") WHERE "offers"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "packet_update_requests_zone_idx" ON "packet_update_requests" USING btree ("zone_id","status");--> statement-breakpoint
CREATE INDEX "packets_request_idx" ON "packets" USING btree ("request_id");
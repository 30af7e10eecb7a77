CREATE TABLE "report_carrier_daily" (
	"day" date NOT NULL,
	"carrier_id" uuid NOT NULL,
	"zone_id" uuid NOT NULL,
	"province_id" integer NOT NULL,
	"offers" integer DEFAULT 0 NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"declined" integer DEFAULT 0 NOT NULL,
	"expired" integer DEFAULT 0 NOT NULL,
	"accept_ms" bigint DEFAULT 0 NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"packets" integer DEFAULT 0 NOT NULL,
	"fees" bigint DEFAULT 0 NOT NULL,
	"earnings" bigint DEFAULT 0 NOT NULL,
	"wait_ms" bigint DEFAULT 0 NOT NULL,
	"pickup_ms" bigint DEFAULT 0 NOT NULL,
	"deliver_ms" bigint DEFAULT 0 NOT NULL,
	"late" integer DEFAULT 0 NOT NULL,
	"late_wait" integer DEFAULT 0 NOT NULL,
	"late_pickup" integer DEFAULT 0 NOT NULL,
	"late_deliver" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_carrier_daily_day_carrier_id_zone_id_pk" PRIMARY KEY("day","carrier_id","zone_id")
);
--> statement-breakpoint
CREATE TABLE "report_offer_facts" (
	"request_id" uuid NOT NULL,
	"carrier_id" uuid NOT NULL,
	"day" date NOT NULL,
	"zone_id" uuid NOT NULL,
	"province_id" integer NOT NULL,
	"offers" integer NOT NULL,
	"accepted" integer NOT NULL,
	"declined" integer NOT NULL,
	"expired" integer NOT NULL,
	"accept_ms" bigint NOT NULL,
	CONSTRAINT "report_offer_facts_request_id_carrier_id_pk" PRIMARY KEY("request_id","carrier_id")
);
--> statement-breakpoint
CREATE TABLE "report_request_facts" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"store_id" uuid NOT NULL,
	"zone_id" uuid NOT NULL,
	"province_id" integer NOT NULL,
	"carrier_id" uuid,
	"status" text NOT NULL,
	"packets" integer NOT NULL,
	"delivered_packets" integer NOT NULL,
	"fees" bigint NOT NULL,
	"shares" bigint NOT NULL,
	"wait_ms" bigint,
	"pickup_ms" bigint,
	"deliver_ms" bigint,
	"late_wait" integer NOT NULL,
	"late_pickup" integer NOT NULL,
	"late_deliver" integer NOT NULL,
	"late" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_store_daily" (
	"day" date NOT NULL,
	"store_id" uuid NOT NULL,
	"zone_id" uuid NOT NULL,
	"province_id" integer NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"no_courier" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"packets" integer DEFAULT 0 NOT NULL,
	"delivered_packets" integer DEFAULT 0 NOT NULL,
	"fees" bigint DEFAULT 0 NOT NULL,
	"shares" bigint DEFAULT 0 NOT NULL,
	"delivery_ms" bigint DEFAULT 0 NOT NULL,
	"late" integer DEFAULT 0 NOT NULL,
	"top_ups" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_store_daily_day_store_id_zone_id_pk" PRIMARY KEY("day","store_id","zone_id")
);
--> statement-breakpoint
CREATE INDEX "report_carrier_daily_zone_idx" ON "report_carrier_daily" USING btree ("zone_id","day");--> statement-breakpoint
CREATE INDEX "report_offer_facts_carrier_idx" ON "report_offer_facts" USING btree ("carrier_id","day");--> statement-breakpoint
CREATE INDEX "report_request_facts_store_idx" ON "report_request_facts" USING btree ("store_id","day");--> statement-breakpoint
CREATE INDEX "report_request_facts_carrier_idx" ON "report_request_facts" USING btree ("carrier_id","day");--> statement-breakpoint
CREATE INDEX "report_store_daily_zone_idx" ON "report_store_daily" USING btree ("zone_id","day");
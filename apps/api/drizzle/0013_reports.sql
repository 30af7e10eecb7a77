CREATE TABLE "report_carrier_monthly" (
	"month" date NOT NULL,
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
	CONSTRAINT "report_carrier_monthly_month_carrier_id_zone_id_pk" PRIMARY KEY("month","carrier_id","zone_id")
);
--> statement-breakpoint
CREATE TABLE "report_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"active_couriers" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_store_monthly" (
	"month" date NOT NULL,
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
	CONSTRAINT "report_store_monthly_month_store_id_zone_id_pk" PRIMARY KEY("month","store_id","zone_id")
);
--> statement-breakpoint
CREATE TABLE "report_zone_daily" (
	"day" date NOT NULL,
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
	"active_couriers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_zone_daily_day_zone_id_pk" PRIMARY KEY("day","zone_id")
);

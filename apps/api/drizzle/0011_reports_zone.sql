CREATE TABLE "report_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"active_couriers" integer DEFAULT 0 NOT NULL
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

CREATE TABLE "report_zone_hourly" (
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"zone_id" uuid NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"couriers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_zone_hourly_day_hour_zone_id_pk" PRIMARY KEY("day","hour","zone_id")
);
--> statement-breakpoint
CREATE INDEX "report_zone_hourly_zone_idx" ON "report_zone_hourly" USING btree ("zone_id","day");
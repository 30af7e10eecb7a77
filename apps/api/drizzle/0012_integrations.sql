ALTER TABLE "cash_on_delivery" DROP CONSTRAINT "cash_on_delivery_method";--> statement-breakpoint
ALTER TABLE "packets" ADD COLUMN "customer_address" text;--> statement-breakpoint
ALTER TABLE "packets" ADD COLUMN "customer_latitude" double precision;--> statement-breakpoint
ALTER TABLE "packets" ADD COLUMN "customer_longitude" double precision;--> statement-breakpoint
ALTER TABLE "packets" ADD COLUMN "customer_phone" text;--> statement-breakpoint
ALTER TABLE "packets" ADD COLUMN "order_reference" text;--> statement-breakpoint
ALTER TABLE "packets" ADD COLUMN "cod_amount" bigint;--> statement-breakpoint
ALTER TABLE "packets" ADD COLUMN "cod_method" text;--> statement-breakpoint
ALTER TABLE "packets" ADD CONSTRAINT "packets_cod" CHECK (("packets"."cod_amount" is null and "packets"."cod_method" is null) or ("packets"."cod_amount" > 0 and "packets"."cod_method" in ('cash', 'card')));--> statement-breakpoint
ALTER TABLE "cash_on_delivery" ADD CONSTRAINT "cash_on_delivery_method" CHECK ("cash_on_delivery"."method" in ('cash', 'card', 'mixed'));
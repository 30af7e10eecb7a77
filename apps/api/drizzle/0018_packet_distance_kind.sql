ALTER TABLE "packets" ADD COLUMN "distance_kind" text;--> statement-breakpoint
-- Drop-offs priced before roads were measured along the straight line.
UPDATE "packets" SET "distance_kind" = 'straight' WHERE "distance_meters" IS NOT NULL;

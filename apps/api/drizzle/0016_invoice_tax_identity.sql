ALTER TABLE "stores" ADD COLUMN "tax_office" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "tax_number" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "e_invoice_registered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "e_invoice_uuid" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "e_invoice_profile" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "e_invoice_xml" text;--> statement-breakpoint
-- Hand-written backfill: one spelling for a store top-up ('top_up', as reports count it), and the seeded opening credit named as such.
UPDATE "ledger_transactions" SET "kind" = 'top_up' WHERE "kind" = 'topup';--> statement-breakpoint
UPDATE "ledger_transactions" SET "kind" = 'opening_credit', "description" = 'Açılış bakiyesi' WHERE "idempotency_key" LIKE 'seed:opening-credit:%';

CREATE TABLE "carrier_bank_accounts" (
	"carrier_id" uuid PRIMARY KEY NOT NULL,
	"iban" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"carrier_id" uuid,
	"store_id" uuid,
	"amount" bigint NOT NULL,
	"reference" text,
	"transaction_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_movements_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "cash_movements_kind" CHECK ("cash_movements"."kind" in ('handin', 'store_settlement'))
);
--> statement-breakpoint
CREATE TABLE "cash_on_delivery" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"method" text NOT NULL,
	"carrier_id" uuid,
	"collected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_on_delivery_method" CHECK ("cash_on_delivery"."method" in ('cash', 'card')),
	CONSTRAINT "cash_on_delivery_positive" CHECK ("cash_on_delivery"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_group_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"carrier_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	CONSTRAINT "payment_group_items_positive" CHECK ("payment_group_items"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "payment_groups_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" text DEFAULT 'draft' NOT NULL,
	"description" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"bank_reference" text,
	"paid_idempotency_key" text,
	"transaction_id" uuid,
	CONSTRAINT "payment_groups_status" CHECK ("payment_groups"."status" in ('draft', 'approved', 'paid', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "payment_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carrier_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"group_id" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_requests_status" CHECK ("payment_requests"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "payment_requests_positive" CHECK ("payment_requests"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "carrier_bank_accounts" ADD CONSTRAINT "carrier_bank_accounts_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_on_delivery" ADD CONSTRAINT "cash_on_delivery_request_id_delivery_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."delivery_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_on_delivery" ADD CONSTRAINT "cash_on_delivery_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_on_delivery" ADD CONSTRAINT "cash_on_delivery_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_group_items" ADD CONSTRAINT "payment_group_items_group_id_payment_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."payment_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_group_items" ADD CONSTRAINT "payment_group_items_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_groups" ADD CONSTRAINT "payment_groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_groups" ADD CONSTRAINT "payment_groups_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_group_id_payment_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."payment_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_movements_created_idx" ON "cash_movements" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_group_items_one_open_per_carrier" ON "payment_group_items" USING btree ("carrier_id") WHERE "payment_group_items"."open";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_group_items_group_carrier" ON "payment_group_items" USING btree ("group_id","carrier_id");--> statement-breakpoint
CREATE INDEX "payment_groups_created_idx" ON "payment_groups" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_one_pending" ON "payment_requests" USING btree ("carrier_id") WHERE "payment_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payment_requests_created_idx" ON "payment_requests" USING btree ("created_at");
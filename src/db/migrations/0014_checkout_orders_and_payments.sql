CREATE SEQUENCE "public"."web_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"merchant_reference" text NOT NULL,
	"gateway_reference" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"refusal_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_keys" (
	"slot" text PRIMARY KEY NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"public_pem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"psp_reference" text NOT NULL,
	"merchant_reference" text NOT NULL,
	"merchant_name" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"state" text NOT NULL,
	"refusal_reason" text,
	"card_summary" text NOT NULL,
	"return_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_levels" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"on_hand" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_levels_not_negative" CHECK ("stock_levels"."on_hand" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cart_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "visitor_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "app" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subdivision" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "salesperson_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_by_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_and_carry" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "warehouse_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "storage_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_now_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_due_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_choices" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_merchant_reference_idx" ON "payments" USING btree ("merchant_reference");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_gateway_payments_psp_idx" ON "sandbox_gateway_payments" USING btree ("psp_reference");--> statement-breakpoint
CREATE INDEX "sandbox_gateway_payments_merchant_idx" ON "sandbox_gateway_payments" USING btree ("merchant_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_live_cart_idx" ON "orders" USING btree ("cart_id") WHERE "orders"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "orders_pending_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'pending';--> statement-breakpoint
-- A database seeded before stock was kept: every product starts with the seed's stock.
INSERT INTO "stock_levels" ("product_id", "on_hand") SELECT "id", 100 FROM "products" ON CONFLICT DO NOTHING;

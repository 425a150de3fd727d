CREATE TABLE "add_on_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "add_on_price" CHECK ("add_on_options"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cart_codes" (
	"cart_id" uuid NOT NULL,
	"code_id" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"install_option_id" integer,
	"warranty_option_id" integer,
	"sort_order" integer NOT NULL,
	CONSTRAINT "cart_line_quantity" CHECK ("cart_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app" text NOT NULL,
	"visitor_id" text,
	"account_id" uuid,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_one_owner" CHECK (("carts"."visitor_id" is null) <> ("carts"."account_id" is null))
);
--> statement-breakpoint
CREATE TABLE "promo_code_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_code_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"customer_key" text NOT NULL,
	"order_ref" text,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"app" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"percent_off" integer,
	"amount_cents" integer,
	"min_spend_cents" integer DEFAULT 0 NOT NULL,
	"brand_id" integer,
	"category_uri" text,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"balance_cents" integer,
	CONSTRAINT "promo_code_percent" CHECK ("promo_codes"."percent_off" is null or ("promo_codes"."percent_off" > 0 and "promo_codes"."percent_off" <= 100)),
	CONSTRAINT "promo_code_balance" CHECK ("promo_codes"."balance_cents" is null or "promo_codes"."balance_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"value_cents" integer DEFAULT 0 NOT NULL,
	"percent_off" integer,
	"min_items" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "add_on_options" ADD CONSTRAINT "add_on_options_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_codes" ADD CONSTRAINT "cart_codes_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_codes" ADD CONSTRAINT "cart_codes_code_id_promo_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_install_option_id_add_on_options_id_fk" FOREIGN KEY ("install_option_id") REFERENCES "public"."add_on_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_warranty_option_id_add_on_options_id_fk" FOREIGN KEY ("warranty_option_id") REFERENCES "public"."add_on_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_code_id_promo_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_rewards" ADD CONSTRAINT "promotion_rewards_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "add_on_options_category_kind_name_idx" ON "add_on_options" USING btree ("category_id","kind","name");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_codes_cart_code_idx" ON "cart_codes" USING btree ("cart_id","code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_cart_product_idx" ON "cart_lines" USING btree ("cart_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_app_visitor_idx" ON "carts" USING btree ("app","visitor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_app_account_idx" ON "carts" USING btree ("app","account_id");--> statement-breakpoint
CREATE INDEX "promo_code_failures_scope_idx" ON "promo_code_failures" USING btree ("scope","failed_at");--> statement-breakpoint
CREATE INDEX "promo_code_uses_code_idx" ON "promo_code_uses" USING btree ("code_id","customer_key");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_app_code_idx" ON "promo_codes" USING btree ("app","code");--> statement-breakpoint
CREATE INDEX "promotion_rewards_promotion_idx" ON "promotion_rewards" USING btree ("promotion_id");
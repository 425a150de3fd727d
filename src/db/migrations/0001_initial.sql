CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"uri" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"product_code" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"price_cents" integer,
	"rrp_cents" integer,
	"description" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"condition" text,
	"missing_parts" text,
	"ribbon" text,
	"stock_status" text DEFAULT 'inStock' NOT NULL,
	"rating" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "localities" (
	"id" serial PRIMARY KEY NOT NULL,
	"suburb" text NOT NULL,
	"state" text NOT NULL,
	"postcode" text NOT NULL,
	"country" text DEFAULT 'AU' NOT NULL,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "salespeople" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"subdivision" text NOT NULL,
	"email" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_uri" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"suburb" text NOT NULL,
	"state" text NOT NULL,
	"postcode" text NOT NULL,
	"country" text DEFAULT 'AU' NOT NULL,
	"phone" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"blurb" text DEFAULT '' NOT NULL,
	"is_appointment_only" boolean DEFAULT false NOT NULL,
	"virtual_tour_id" text,
	"thumb_img" text DEFAULT '' NOT NULL,
	"subdivision" text NOT NULL,
	"time_zone" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"open_times" jsonb NOT NULL,
	"warehouse_location_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"app" text NOT NULL,
	"desktop_content" text NOT NULL,
	"mobile_content" text NOT NULL,
	"banner_url" text,
	"background_color" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"brand_id" integer,
	"thumbnail_img" text DEFAULT '' NOT NULL,
	"ribbon" text,
	"featured" boolean DEFAULT false NOT NULL,
	"reward_label" text,
	"redemption" jsonb,
	"category_uris" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skus" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_path" text NOT NULL,
	"destination_uri" text NOT NULL,
	"permanent" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text DEFAULT '/sale' NOT NULL,
	"colour" text DEFAULT '#c4102b' NOT NULL,
	"base_image_path" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"images" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"app" text NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "settings_app_name_pk" PRIMARY KEY("app","name")
);
--> statement-breakpoint
CREATE TABLE "static_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"app" text,
	"slug" text NOT NULL,
	"heading" text NOT NULL,
	"body_html" text NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_slug_idx" ON "brands" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_uri_idx" ON "categories" USING btree ("uri");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_idx" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_idx" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_idx" ON "products" USING btree ("product_code");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "localities_suburb_prefix_idx" ON "localities" USING btree (lower("suburb") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "localities_postcode_prefix_idx" ON "localities" USING btree ("postcode" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "localities_identity_idx" ON "localities" USING btree ("country","state","postcode","suburb");--> statement-breakpoint
CREATE UNIQUE INDEX "salespeople_code_idx" ON "salespeople" USING btree ("code");--> statement-breakpoint
CREATE INDEX "salespeople_subdivision_idx" ON "salespeople" USING btree ("subdivision");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_uri_idx" ON "stores" USING btree ("store_uri");--> statement-breakpoint
CREATE INDEX "stores_subdivision_idx" ON "stores" USING btree ("subdivision");--> statement-breakpoint
CREATE INDEX "alert_banners_app_idx" ON "alert_banners" USING btree ("app","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_path_idx" ON "promotions" USING btree ("path");--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from_path");--> statement-breakpoint
CREATE INDEX "sales_window_idx" ON "sales" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "static_pages_app_slug_idx" ON "static_pages" USING btree ("slug","app");
CREATE TABLE "delivery_day_capacity" (
	"warehouse_code" text NOT NULL,
	"day" date NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_day_capacity_warehouse_code_day_pk" PRIMARY KEY("warehouse_code","day"),
	CONSTRAINT "delivery_day_capacity_booked" CHECK ("delivery_day_capacity"."booked" >= 0 and "delivery_day_capacity"."booked" <= "delivery_day_capacity"."capacity")
);
--> statement-breakpoint
CREATE TABLE "delivery_service_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"app" text NOT NULL,
	"sku" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"blurb" text NOT NULL,
	"price_cents" integer NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"app" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"max_distance_km" double precision NOT NULL,
	"lead_days" integer NOT NULL,
	"same_day_cutoff" text,
	"same_day_cents" integer,
	"next_day_cutoff" text,
	"next_day_cents" integer,
	"weekday_cents" integer NOT NULL,
	"weekend_cents" integer,
	"free_weekday" integer,
	CONSTRAINT "delivery_zones_free_weekday" CHECK ("delivery_zones"."free_weekday" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "locality_streets" (
	"id" serial PRIMARY KEY NOT NULL,
	"locality_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"app" text NOT NULL,
	"supplier" text NOT NULL,
	"brand" text NOT NULL,
	"lead_days" integer NOT NULL,
	"weekdays" text NOT NULL,
	"price_cents" integer NOT NULL,
	"unreachable_from" text,
	"unreachable_to" text
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"time_zone" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locality_streets" ADD CONSTRAINT "locality_streets_locality_id_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "public"."localities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_service_offers_app_sku_idx" ON "delivery_service_offers" USING btree ("app","sku");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_zones_app_code_idx" ON "delivery_zones" USING btree ("app","code");--> statement-breakpoint
CREATE UNIQUE INDEX "locality_streets_locality_name_idx" ON "locality_streets" USING btree ("locality_id","name");--> statement-breakpoint
CREATE INDEX "locality_streets_name_prefix_idx" ON "locality_streets" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_deliveries_app_brand_idx" ON "supplier_deliveries" USING btree ("app","brand");
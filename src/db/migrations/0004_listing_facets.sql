CREATE TABLE "listing_facets" (
	"subject" text PRIMARY KEY NOT NULL,
	"total" integer NOT NULL,
	"brand_facets" jsonb NOT NULL,
	"category_facets" jsonb NOT NULL,
	"price_counts" jsonb NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating" desc nulls last,"id");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" desc,"id" desc);
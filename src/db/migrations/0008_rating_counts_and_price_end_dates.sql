ALTER TABLE "products" ADD COLUMN "rating_count" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_ends_at" timestamp with time zone;
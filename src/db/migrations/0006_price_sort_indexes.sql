DROP INDEX "products_price_idx";--> statement-breakpoint
CREATE INDEX "products_price_desc_idx" ON "products" USING btree ("price_cents" desc nulls last,"id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_cents","id");
CREATE INDEX "categories_top_idx" ON "categories" USING btree (split_part("uri", '/', 1));--> statement-breakpoint
-- The index is there for its statistics: gather them now rather than at the next analyse.
ANALYZE "categories";

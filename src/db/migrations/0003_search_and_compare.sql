CREATE TABLE "compare_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"visitor_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"app" text NOT NULL,
	"event_type" text NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"product_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"is_repeat_user" boolean DEFAULT false NOT NULL,
	"visitor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_lexicon" (
	"word" text PRIMARY KEY NOT NULL,
	"frequency" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"app" text NOT NULL,
	"term" text NOT NULL,
	"search_count" integer DEFAULT 0 NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_terms_app_term_pk" PRIMARY KEY("app","term")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "compare_items" ADD CONSTRAINT "compare_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compare_items_visitor_product_idx" ON "compare_items" USING btree ("visitor_id","product_id");--> statement-breakpoint
CREATE INDEX "search_events_type_created_idx" ON "search_events" USING btree ("event_type","created_at");--> statement-breakpoint
CREATE INDEX "search_events_query_idx" ON "search_events" USING btree ("query");--> statement-breakpoint
CREATE INDEX "search_lexicon_word_trgm_idx" ON "search_lexicon" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_terms_prefix_idx" ON "search_terms" USING btree ("app","term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_sku_prefix_idx" ON "products" USING btree (lower("sku") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_code_prefix_idx" ON "products" USING btree (lower("product_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_cents");
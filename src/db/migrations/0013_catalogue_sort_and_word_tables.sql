CREATE TABLE "search_word_products" (
	"assortment" text NOT NULL,
	"word" text NOT NULL,
	"rank" integer NOT NULL,
	"weight" integer NOT NULL,
	"rating" integer,
	"product_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_listing_products" (
	"category_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price_cents" integer,
	CONSTRAINT "category_listing_products_category_id_product_id_pk" PRIMARY KEY("category_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "search_word_products" ADD CONSTRAINT "search_word_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_listing_products" ADD CONSTRAINT "category_listing_products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_listing_products" ADD CONSTRAINT "category_listing_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_word_products_prefix_idx" ON "search_word_products" USING btree ("assortment","word" text_pattern_ops,"rank","weight","rating","product_id");--> statement-breakpoint
CREATE INDEX "category_listing_products_price_idx" ON "category_listing_products" USING btree ("category_id","price_cents","product_id");--> statement-breakpoint
CREATE INDEX "category_listing_products_price_desc_idx" ON "category_listing_products" USING btree ("category_id","price_cents" desc nulls last,"product_id");--> statement-breakpoint
CREATE INDEX "category_listing_products_product_idx" ON "category_listing_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_sitemap_idx" ON "products" USING btree ("id","category_id","created_at","slug");--> statement-breakpoint
CREATE INDEX "products_brand_created_idx" ON "products" USING btree ("brand_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at" desc);--> statement-breakpoint
-- category_listing_products holds, per category, the products of its page: linked to it or to one of
-- its direct subcategories (the listing's "category and its subcategories"). Triggers keep it in step
-- with product_categories, products.price_cents and categories.parent_id, whoever writes them.
CREATE FUNCTION "category_listing_products_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_listing_products (category_id, product_id, price_cents)
  SELECT DISTINCT page.id, added.product_id, p.price_cents
  FROM added
  JOIN products p ON p.id = added.product_id
  JOIN categories c ON c.id = added.category_id
  CROSS JOIN LATERAL (VALUES (c.id), (c.parent_id)) AS page(id)
  WHERE page.id IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "category_listing_products_add" AFTER INSERT ON "product_categories"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "category_listing_products_add"();
--> statement-breakpoint
CREATE FUNCTION "category_listing_products_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM category_listing_products l
  USING (
    SELECT DISTINCT page.id AS category_id, removed.product_id
    FROM removed
    JOIN categories c ON c.id = removed.category_id
    CROSS JOIN LATERAL (VALUES (c.id), (c.parent_id)) AS page(id)
    WHERE page.id IS NOT NULL
  ) gone
  WHERE l.category_id = gone.category_id AND l.product_id = gone.product_id
    AND NOT EXISTS (
      SELECT 1 FROM product_categories pc JOIN categories c ON c.id = pc.category_id
      WHERE pc.product_id = gone.product_id AND (c.id = gone.category_id OR c.parent_id = gone.category_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "category_listing_products_remove" AFTER DELETE ON "product_categories"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "category_listing_products_remove"();
--> statement-breakpoint
CREATE FUNCTION "category_listing_products_price"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE category_listing_products SET price_cents = NEW.price_cents WHERE product_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "category_listing_products_price" AFTER UPDATE OF "price_cents" ON "products"
  FOR EACH ROW WHEN (OLD.price_cents IS DISTINCT FROM NEW.price_cents) EXECUTE FUNCTION "category_listing_products_price"();
--> statement-breakpoint
-- A category moved under another parent changes two pages' sets: rebuild the table (categories are few
-- and rarely move; products' writes above stay row-cheap).
CREATE FUNCTION "category_listing_products_rebuild"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM category_listing_products;
  INSERT INTO category_listing_products (category_id, product_id, price_cents)
  SELECT DISTINCT page.id, pc.product_id, p.price_cents
  FROM product_categories pc
  JOIN products p ON p.id = pc.product_id
  JOIN categories c ON c.id = pc.category_id
  CROSS JOIN LATERAL (VALUES (c.id), (c.parent_id)) AS page(id)
  WHERE page.id IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "category_listing_products_rebuild" AFTER UPDATE OF "parent_id" ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "category_listing_products_rebuild"();
--> statement-breakpoint
-- Existing catalogues: fill the table once.
INSERT INTO category_listing_products (category_id, product_id, price_cents)
SELECT DISTINCT page.id, pc.product_id, p.price_cents
FROM product_categories pc
JOIN products p ON p.id = pc.product_id
JOIN categories c ON c.id = pc.category_id
CROSS JOIN LATERAL (VALUES (c.id), (c.parent_id)) AS page(id)
WHERE page.id IS NOT NULL;

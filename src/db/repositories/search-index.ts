import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { refreshSearchWordProducts } from './search-word-products';

/**
 * Rebuilds every product's weighted search document, the catalogue word list used for typo
 * correction and type-ahead's word table. Run after products are written in bulk (the seed, a catalogue import): one UPDATE
 * is far cheaper than a per-row trigger while 100,000 products are inserted.
 * Weights: A title, brand, sku and product code; B category names (own and cross-listed, with parents).
 */
export async function refreshSearchDocuments(db: Database): Promise<void> {
  await db.execute(sql`
    UPDATE products p SET search_vector =
      setweight(to_tsvector('english', p.title), 'A') ||
      setweight(to_tsvector('simple', p.title || ' ' || b.name || ' ' || p.sku || ' ' || p.product_code), 'A') ||
      setweight(to_tsvector('english', coalesce((
        SELECT string_agg(c.name || ' ' || coalesce(parent.name, ''), ' ')
        FROM product_categories pc
        JOIN categories c ON c.id = pc.category_id
        LEFT JOIN categories parent ON parent.id = c.parent_id
        WHERE pc.product_id = p.id), '')), 'B')
    FROM brands b WHERE b.id = p.brand_id`);
  await db.execute(sql`DELETE FROM search_lexicon`);
  await db.execute(sql`
    INSERT INTO search_lexicon (word, frequency)
    SELECT word, count(*)::int FROM (
      SELECT regexp_split_to_table(lower(p.title || ' ' || b.name), '[^[:alnum:]]+') AS word
      FROM products p JOIN brands b ON b.id = p.brand_id
      UNION ALL
      SELECT regexp_split_to_table(lower(c.name), '[^[:alnum:]]+') FROM categories c
    ) words
    WHERE length(word) >= 3 AND word !~ '[0-9]'
    GROUP BY word`);
  await refreshSearchWordProducts(db);
}

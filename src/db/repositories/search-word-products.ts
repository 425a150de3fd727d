import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { allAssortments, assortmentKey } from '../../domain/assortment';

/** Products kept per word and assortment: enough for a page of type-ahead from several typed words. */
export const SEARCH_WORD_PRODUCTS = 100;

/**
 * Rebuilds type-ahead's word table (`search_word_products`) from the search documents: every word
 * of a product's document without digits (model numbers go through the SKU index), per assortment
 * that sells the product, its best SEARCH_WORD_PRODUCTS products. A title or brand word (weight A)
 * ranks before a category word, then the better rated product.
 */
export async function refreshSearchWordProducts(db: Database): Promise<void> {
  const assortments = sql.join(
    allAssortments().map((a) => sql`(${assortmentKey(a)}, ${`{${a.join(',')}}`}::text[])`),
    sql`, `,
  );
  await db.execute(sql`DELETE FROM search_word_products`);
  await db.execute(sql`
    INSERT INTO search_word_products (assortment, word, rank, weight, rating, product_id)
    SELECT assortment, word, rank, weight, rating, product_id FROM (
      SELECT a.assortment, w.word, w.product_id, w.weight, w.rating,
        row_number() OVER (PARTITION BY a.assortment, w.word ORDER BY w.weight DESC, w.rating DESC NULLS LAST, w.product_id)::int AS rank
      FROM (
        SELECT p.id AS product_id, p.category_id, p.rating, u.lexeme AS word,
          CASE WHEN 'A' = ANY(u.weights) THEN 2 ELSE 1 END AS weight
        FROM products p CROSS JOIN LATERAL unnest(p.search_vector) u
        WHERE u.lexeme !~ '[0-9]' AND length(u.lexeme) >= 2
      ) w
      JOIN categories c ON c.id = w.category_id
      JOIN (VALUES ${assortments}) AS a(assortment, tops) ON split_part(c.uri, '/', 1) = ANY(a.tops)
    ) ranked
    WHERE rank <= ${SEARCH_WORD_PRODUCTS}`);
}

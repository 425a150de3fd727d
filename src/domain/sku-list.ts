/**
 * A list of SKUs in one string, as the compare page's `sku` parameter and the compare calls'
 * `SkuList` carry it (document 3 section 9): tilde separated, each SKU trimmed, blanks dropped and
 * a SKU asked twice (in any letter case, as SKUs match) kept once, in the order first asked.
 */
export const SKU_LIST_SEPARATOR = '~';

/** SKUs match in any letter case. */
export const sameSku = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function parseSkuList(value: string | null | undefined): string[] {
  if (!value) return [];
  const skus: string[] = [];
  for (const raw of value.split(SKU_LIST_SEPARATOR)) {
    const sku = raw.trim();
    if (sku && !skus.some((kept) => sameSku(kept, sku))) skus.push(sku);
  }
  return skus;
}

/** The list's string form; each SKU is left as it is (callers encode for the URL they build). */
export function formatSkuList(skus: readonly string[]): string {
  return skus.join(SKU_LIST_SEPARATOR);
}

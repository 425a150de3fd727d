/**
 * Rows of the compare page's specification table: the groups and names of every compared product,
 * in first-seen order, each with one value per product and whether the values differ (what the
 * highlight-differences toggle marks).
 */

export interface SpecGroupInput {
  group: string;
  items: readonly { name: string; value: string }[];
}

export interface CompareRow {
  name: string;
  /** One per product, in column order; null where a product does not list this specification. */
  values: (string | null)[];
  differs: boolean;
}

export interface CompareRowGroup {
  group: string;
  rows: CompareRow[];
}

const normalise = (value: string | null) => (value === null ? '' : value.trim().replace(/\s+/g, ' ').toLowerCase());

/** Values differ when at least two products are compared and not all of them read the same (a missing value counts). */
export function valuesDiffer(values: readonly (string | null)[]): boolean {
  if (values.length < 2) return false;
  const first = normalise(values[0] ?? null);
  return values.some((v) => normalise(v) !== first);
}

export function buildCompareRows(products: readonly (readonly SpecGroupInput[])[]): CompareRowGroup[] {
  const groups = new Map<string, Map<string, (string | null)[]>>();
  products.forEach((specs, column) => {
    for (const { group, items } of specs) {
      const rows = groups.get(group) ?? new Map<string, (string | null)[]>();
      groups.set(group, rows);
      for (const { name, value } of items) {
        const values = rows.get(name) ?? products.map(() => null);
        // A product listing a name twice keeps its first value.
        if (values[column] === null) values[column] = value;
        rows.set(name, values);
      }
    }
  });
  return [...groups].map(([group, rows]) => ({
    group,
    rows: [...rows].map(([name, values]) => ({ name, values, differs: valuesDiffer(values) })),
  }));
}

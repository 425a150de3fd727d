import type { Database } from '../client';
import { brands, categories } from '../schema';
import { BRAND_SEEDS, type BrandSeed } from './brand-data';
import { CATEGORY_TREE } from './category-data';
import type { LeafCategorySeed } from './category-seed-types';
import { kebab } from './text';

/** A leaf category with its database id, ready for product generation. */
export interface SeededLeafCategory extends LeafCategorySeed {
  id: number;
  parentId: number;
  /** Full uri, e.g. "cooking/ovens". */
  uri: string;
}

export interface SeededBrand extends BrandSeed {
  id: number;
  slug: string;
}

export interface SeededCatalogue {
  leaves: SeededLeafCategory[];
  brandsByName: Map<string, SeededBrand>;
  categoryCount: number;
}

export async function seedCategories(db: Database): Promise<{ leaves: SeededLeafCategory[]; count: number }> {
  const leaves: SeededLeafCategory[] = [];
  let count = 0;
  for (const [topIndex, top] of CATEGORY_TREE.entries()) {
    const [parent] = await db
      .insert(categories)
      .values({ name: top.name, uri: top.slug, sortOrder: (topIndex + 1) * 10, description: top.description })
      .returning({ id: categories.id });
    if (!parent) throw new Error(`Category ${top.slug} was not inserted`);
    const inserted = await db
      .insert(categories)
      .values(
        top.children.map((child, childIndex) => ({
          parentId: parent.id,
          name: child.name,
          uri: `${top.slug}/${child.slug}`,
          sortOrder: (childIndex + 1) * 10,
          description: child.description,
        })),
      )
      .returning({ id: categories.id, uri: categories.uri });
    const idByUri = new Map(inserted.map((row) => [row.uri, row.id]));
    for (const child of top.children) {
      const uri = `${top.slug}/${child.slug}`;
      leaves.push({ ...child, id: idByUri.get(uri)!, parentId: parent.id, uri });
    }
    count += 1 + inserted.length;
  }
  return { leaves, count };
}

export async function seedBrands(db: Database): Promise<Map<string, SeededBrand>> {
  const inserted = await db
    .insert(brands)
    .values(
      BRAND_SEEDS.map((brand) => ({
        name: brand.name,
        slug: kebab(brand.name),
        description: brand.description,
        country: brand.country,
        featured: brand.featured ?? false,
      })),
    )
    .returning({ id: brands.id, name: brands.name, slug: brands.slug });
  const byName = new Map<string, SeededBrand>();
  for (const row of inserted) {
    const seed = BRAND_SEEDS.find((b) => b.name === row.name)!;
    byName.set(row.name, { ...seed, id: row.id, slug: row.slug });
  }
  return byName;
}

/** Reads the catalogue back, for replacing products in a database seeded earlier. */
export async function loadCatalogue(db: Database): Promise<SeededCatalogue> {
  const categoryRows = await db.select({ id: categories.id, uri: categories.uri, parentId: categories.parentId }).from(categories);
  const brandRows = await db.select({ id: brands.id, name: brands.name, slug: brands.slug }).from(brands);
  const idByUri = new Map(categoryRows.map((row) => [row.uri, row]));
  const leaves: SeededLeafCategory[] = [];
  for (const top of CATEGORY_TREE) {
    for (const child of top.children) {
      const uri = `${top.slug}/${child.slug}`;
      const row = idByUri.get(uri);
      if (row) leaves.push({ ...child, id: row.id, parentId: row.parentId ?? 0, uri });
    }
  }
  const brandsByName = new Map<string, SeededBrand>();
  for (const row of brandRows) {
    const seed = BRAND_SEEDS.find((b) => b.name === row.name);
    if (seed) brandsByName.set(row.name, { ...seed, id: row.id, slug: row.slug });
  }
  return { leaves, brandsByName, categoryCount: categoryRows.length };
}

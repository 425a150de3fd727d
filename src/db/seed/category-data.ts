import { HOME_AND_LIVING_CATEGORIES } from './categories-home-and-living';
import { KITCHEN_AND_LAUNDRY_CATEGORIES } from './categories-kitchen-and-laundry';
import type { TopCategorySeed } from './category-seed-types';

/**
 * The seeded category tree, top categories in navigation order. The order matters: the seed draws
 * its products category by category, so reordering changes every product after the move.
 */
export const CATEGORY_TREE: readonly TopCategorySeed[] = [...KITCHEN_AND_LAUNDRY_CATEGORIES, ...HOME_AND_LIVING_CATEGORIES];

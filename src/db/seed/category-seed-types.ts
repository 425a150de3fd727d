import type { IllustrationKind, LifestyleScene } from './illustrations';

/** Which specification table a product gets (see specifications.ts). */
export type SpecFamily =
  | 'cooking'
  | 'dishwasher'
  | 'refrigeration'
  | 'laundry'
  | 'climate'
  | 'benchtop'
  | 'floorcare'
  | 'bbq'
  | 'screen'
  | 'audio'
  | 'furniture'
  | 'sink';

/** A leaf category and how to invent believable products for it. */
export interface LeafCategorySeed {
  slug: string;
  name: string;
  description: string;
  kind: IllustrationKind;
  scene: LifestyleScene;
  specFamily: SpecFamily;
  /** What the product is called in a title ("Built-in Oven"), preceded by a descriptor. */
  noun: string;
  descriptors: readonly string[];
  /** Nominal sizes placed before the descriptor; empty when size is not part of the name. */
  sizes: readonly string[];
  /** Typical selling price range in whole dollars. */
  priceDollars: readonly [min: number, max: number];
  /** Brand names that make this kind of product. */
  brands: readonly string[];
}

export interface TopCategorySeed {
  slug: string;
  name: string;
  description: string;
  children: readonly LeafCategorySeed[];
}

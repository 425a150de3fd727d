/**
 * The product drawings committed under public/media/products, shared by the seed (which points
 * product images at them) and scripts/generate-illustrations.ts (which draws them).
 */
export const APPLIANCE_KINDS = [
  'oven', 'cooker', 'cooktop', 'rangehood', 'microwave', 'dishwasher', 'fridge', 'freezer', 'wine-cabinet',
  'washer', 'dryer', 'heater', 'air-conditioner', 'fan', 'coffee-machine', 'toaster', 'kettle', 'mixer',
  'blender', 'vacuum', 'bbq', 'tv', 'soundbar', 'speaker', 'headphones', 'sink', 'tap',
] as const;
export const FURNITURE_KINDS = ['sofa', 'table', 'chair', 'bed'] as const;

export type ApplianceKind = (typeof APPLIANCE_KINDS)[number];
export type FurnitureKind = (typeof FURNITURE_KINDS)[number];
export type IllustrationKind = ApplianceKind | FurnitureKind;

/** Finishes appliances are drawn in, and the fabric or timber tones furniture is drawn in. */
export const APPLIANCE_VARIANTS = ['stainless', 'black', 'white'] as const;
export const FURNITURE_VARIANTS = ['charcoal', 'oak', 'linen'] as const;
export type IllustrationVariant = (typeof APPLIANCE_VARIANTS)[number] | (typeof FURNITURE_VARIANTS)[number];

/** Room scenes used as the lifestyle (type 1) image. */
export const LIFESTYLE_SCENES = ['kitchen', 'laundry', 'living', 'outdoor'] as const;
export type LifestyleScene = (typeof LIFESTYLE_SCENES)[number];

export const VARIANT_LABELS: Record<IllustrationVariant, string> = {
  stainless: 'Stainless Steel',
  black: 'Black',
  white: 'White',
  charcoal: 'Charcoal',
  oak: 'Natural Oak',
  linen: 'Linen',
};

export function isFurnitureKind(kind: IllustrationKind): kind is FurnitureKind {
  return (FURNITURE_KINDS as readonly string[]).includes(kind);
}

export function variantsFor(kind: IllustrationKind): readonly IllustrationVariant[] {
  return isFurnitureKind(kind) ? FURNITURE_VARIANTS : APPLIANCE_VARIANTS;
}

export function productIllustrationUrl(kind: IllustrationKind, variant: IllustrationVariant): string {
  return `/media/products/${kind}-${variant}.svg`;
}

export function lifestyleIllustrationUrl(scene: LifestyleScene): string {
  return `/media/products/lifestyle-${scene}.svg`;
}

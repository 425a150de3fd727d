import type { ProductSummary } from '../../../contracts/products';

/** Shopper-facing words for the product enumerations (document 3 section 3). */
export const RIBBON_LABELS: Record<NonNullable<ProductSummary['ribbon']>, string> = {
  save: 'Save',
  'catalogue-item': 'Catalogue item',
  cashback: 'Cashback',
  win: 'Win',
  new: 'New',
  bonus: 'Bonus',
  'special-offer': 'Special offer',
  sale: 'Sale',
};

export const STOCK_TEXT: Record<ProductSummary['stockStatus'], string> = {
  inStock: 'In stock',
  backOrder: 'On back order: order now and we deliver as soon as it arrives',
  noStock: 'Out of stock',
  supersededAndNoStock: 'No longer available: replaced by a newer model',
  indeterminate: 'Call us for availability',
};

export const RRP_TOOLTIP = 'Manufacturer’s recommended retail price';

import type { Store } from '../../contracts/places';

/** The fields of the visitor's store the header's store panel shows. */
const PANEL_FIELDS = [
  'name',
  'storeUri',
  'address',
  'suburb',
  'state',
  'postcode',
  'country',
  'phone',
  'thumbImg',
  'virtualTourId',
  'openToday',
  'directionsUrl',
] as const satisfies readonly (keyof Store)[];

/**
 * The visitor's store as every page carries it: what the store panel shows. The week's opening
 * times, the blurb, e-mail and map position (about 700 bytes of hydration data) are the store
 * pages' business; they read the store themselves.
 */
export type StoreSummary = Pick<Store, (typeof PANEL_FIELDS)[number]>;

export function storeSummary(store: Store): StoreSummary {
  return Object.fromEntries(PANEL_FIELDS.map((field) => [field, store[field]])) as StoreSummary;
}

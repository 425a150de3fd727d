import { useEffect, useSyncExternalStore } from 'react';
// Types only from the contracts: their schemas (zod) must stay out of the page's JavaScript.
import type { CompareList } from '../../../contracts/compare';
import type { ProductSummary } from '../../../contracts/products';
import {
  addToCompareList,
  COMPARE_LIMIT_ERROR,
  nextTrayState,
  readStoredCompareList,
  removeFromCompareList,
  type CompareAddOutcome,
  type CompareProduct,
  type TrayEvent,
  type TrayState,
} from '../../../domain/compare-list';
import { browserApi } from '../../client/browser-api';
import { compareWriteApi } from './compare-api';
import { localStore } from '../../client/timed-local-storage';

/** Document 1 section 7: the client's copy of the list. */
export const COMPARE_STORAGE_KEY = 'CompareProducts';

export interface CompareState {
  products: readonly CompareProduct[];
  /** False until the browser has read the kept list; always false while rendering on the server. */
  ready: boolean;
  tray: TrayState;
  /** The 'Too many products' dialog is open. */
  limitOpen: boolean;
  /** The last compare call that failed, for the tray to say so. */
  error: string | null;
}

const SERVER_STATE: CompareState = { products: [], ready: false, tray: 'minimised', limitOpen: false, error: null };
const UPDATE_FAILED = 'We could not update your compare list. Please try again.';

let state: CompareState = SERVER_STATE;
const listeners = new Set<() => void>();

function update(patch: Partial<CompareState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/** Document 1 section 3: the compare product built from a product record. */
export function toCompareProduct(product: ProductSummary): CompareProduct {
  return {
    // The catalogue has no manufacturer thumbnails yet.
    brandImage: '',
    brandName: product.brand.name,
    productId: product.productId,
    productImage: product.image?.thumbUrl ?? '',
    productName: product.title,
    productSKU: product.sku,
    price: product.price ?? null,
    pricesWithheld: product.pricesWithheld === true,
  };
}

function readKept(raw: string | null): CompareProduct[] {
  try {
    return readStoredCompareList(raw === null ? [] : JSON.parse(raw));
  } catch {
    return [];
  }
}

// Counts the shopper's own changes, so a list read from the server before one of them is not applied over it.
let localChanges = 0;

/** A change made here: kept for the next page, and the tray reacts (document 1 section 4). */
function changeList(products: readonly CompareProduct[], event: TrayEvent = { type: 'changed', count: products.length }) {
  localStore.setItem(COMPARE_STORAGE_KEY, JSON.stringify(products));
  update({ products, tray: nextTrayState(state.tray, event) });
}

/** The server's list (the `wau` cookie's) is the truth; it replaces the client copy without moving the tray. */
function adoptServerList(list: CompareList) {
  const products = list.products.map(toCompareProduct);
  changeList(products, products.length === 0 ? { type: 'changed', count: 0 } : { type: 'restored' });
}

// Compare calls run one at a time so their answers arrive in the order the shopper acted.
let queue: Promise<void> = Promise.resolve();
function enqueue(task: () => Promise<void>) {
  queue = queue.then(task).catch(() => undefined);
}

async function refreshFromServer() {
  const changesBefore = localChanges;
  const res = await browserApi.get('/api/compare/');
  // A tick made while this read was under way is on its way to the server; its answer brings the list.
  if (res.ok && res.data && changesBefore === localChanges) adoptServerList(res.data);
}

let started = false;
/** First use in the browser: show the kept list at once, then follow the server's and other tabs' changes. */
function start() {
  if (started || typeof window === 'undefined') return;
  started = true;
  update({ products: readKept(localStore.getItem(COMPARE_STORAGE_KEY)), ready: true });
  enqueue(refreshFromServer);
  window.addEventListener('storage', (event) => {
    if (event.key === COMPARE_STORAGE_KEY) update({ products: readKept(event.newValue) });
  });
}

/** Adds a product: 'limit' opens the 'Too many products' dialog, 'present' changes nothing. */
export function addToCompare(product: CompareProduct): CompareAddOutcome {
  const result = addToCompareList(state.products, product);
  if (result.outcome === COMPARE_LIMIT_ERROR) update({ limitOpen: true });
  if (result.outcome !== 'added') return result.outcome;
  localChanges += 1;
  changeList(result.list);
  update({ error: null });
  enqueue(async () => {
    const res = await compareWriteApi.post('/api/compare/product/', { body: { sku: product.productSKU } });
    if (res.ok && res.data) return adoptServerList(res.data);
    // The server's list filled up in another tab: follow it and explain the limit.
    const limit = !res.ok && res.status === 400 && (res.data?.errors ?? []).includes(COMPARE_LIMIT_ERROR);
    changeList(removeFromCompareList(state.products, product.productSKU));
    if (limit) {
      update({ limitOpen: true });
      await refreshFromServer();
    } else update({ error: UPDATE_FAILED });
  });
  return 'added';
}

export function removeFromCompare(sku: string) {
  const next = removeFromCompareList(state.products, sku);
  if (next === state.products) return;
  localChanges += 1;
  changeList(next);
  update({ error: null });
  enqueue(async () => {
    const res = await compareWriteApi.delete('/api/compare/product/{sku}', { params: { sku } });
    if (res.ok && res.data) return adoptServerList(res.data);
    // 404: the product no longer exists, so it cannot be listed either; anything else, say so and resync.
    if (res.status !== 404) {
      update({ error: UPDATE_FAILED });
      await refreshFromServer();
    }
  });
}

export const compareTray = {
  pin: () => update({ tray: nextTrayState(state.tray, { type: 'pin' }) }),
  hide: () => update({ tray: nextTrayState(state.tray, { type: 'hide' }) }),
  comparePageShown: () => {
    if (state.tray !== 'minimised') update({ tray: nextTrayState(state.tray, { type: 'compare-page' }) });
  },
  closeLimit: () => update({ limitOpen: false }),
  dismissError: () => update({ error: null }),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every compare control, the tray and the dialog read the one list, so they stay in step. */
export function useCompare(): CompareState {
  const snapshot = useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );
  useEffect(start, []);
  return snapshot;
}

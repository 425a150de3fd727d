/**
 * The initial-JavaScript target (issue 37, ADR 0047): the shopper's main pages may load at most the
 * framework's own floor plus 25 kB gzip before interaction. The floor is what a bare React Router 7
 * framework app with React 19 loads (bench/peer: one route, production build), measured the same way
 * as our pages, so the target moves with React and React Router, not with us.
 */
import path from 'node:path';
import { measureBundles, type BundleReport } from './bundle-size';
import { buildPeer } from './peer';

/** What our own code may add to every main page, above the framework's floor (gzip, 1 kB = 1,024 bytes). */
export const OUR_INITIAL_JS_KB = 25;

/** The main pages the target holds for, by route id: home, the listings (category, all products, brand), search, product. */
export const MAIN_PAGES = ['home', 'category', 'products', 'brand', 'search', 'product'] as const;

export interface InitialJavaScriptFloor {
  /** The peer's one page: what the framework alone loads, in bytes gzip. */
  floorBytes: number;
  /** The most any main page may load, in bytes gzip. */
  targetBytes: number;
}

/** The floor measured from a built peer's browser assets. */
export function floorOf(peerBundles: BundleReport): InitialJavaScriptFloor {
  const floorBytes = peerBundles.largest.gzipBytes;
  return { floorBytes, targetBytes: floorBytes + OUR_INITIAL_JS_KB * 1024 };
}

/** Builds bench/peer (again when `rebuild`, so it uses the React and React Router installed now) and measures its floor. */
export function measureFloor(benchDir: string, rebuild: boolean): InitialJavaScriptFloor {
  buildPeer(benchDir, rebuild);
  return floorOf(measureBundles(path.join(benchDir, 'peer', 'build', 'client')));
}

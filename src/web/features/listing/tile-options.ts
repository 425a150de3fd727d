/** What the tiles need to know about the visitor and the flavour. */
export interface TileOptions {
  pricesRequireLogin: boolean;
  showsRibbons: boolean;
  signedIn: boolean;
}

/** Filtering or sorting by price would reveal prices that the flavour hides until login. */
export const pricesShown = (tile: TileOptions) => !(tile.pricesRequireLogin && !tile.signedIn);

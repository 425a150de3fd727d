/** What the tiles need to know about the flavour; whether prices show comes with each answer. */
export interface TileOptions {
  showsRibbons: boolean;
}

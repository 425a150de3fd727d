/** A page-navigation entry (document 1 section 3): a tab naming the element whose id is `uri`. */
export interface PageNavigationEntry {
  title: string;
  uri: string;
  display: boolean;
}

/** Only entries with display true are shown (document 1 section 4); ones without a title or target are skipped. */
export const visibleEntries = (entries: readonly PageNavigationEntry[]) =>
  entries.filter((e) => e.display && e.title.trim() && e.uri.trim());

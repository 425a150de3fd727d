/** Search engines show about 70 characters of a title; longer ones are shortened here, by rule. */
export const TITLE_MAX_LENGTH = 70;
/** ... and about 155 characters of a meta description. */
export const DESCRIPTION_MAX_LENGTH = 155;

/**
 * Text of at most `max` characters: whitespace collapsed, and when too long cut at the last whole
 * word that fits with an ellipsis, never inside a word.
 */
export function shortenAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  // The room ends on a word boundary when the next character is a space.
  const wordEnd = clean[max - 1] === ' ' ? room.length : room.lastIndexOf(' ');
  return `${(wordEnd > 0 ? room.slice(0, wordEnd) : room).replace(/[\s,;:|–-]+$/, '')}…`;
}

/**
 * The document title: "{page} | {company}" when it fits; otherwise the page's own words matter
 * more than the company name, so the name goes first, and a page title still too long is
 * shortened at a word.
 */
export function documentTitle(pageTitle: string, companyName: string, max = TITLE_MAX_LENGTH): string {
  const page = pageTitle.replace(/\s+/g, ' ').trim();
  const full = companyName ? `${page} | ${companyName}` : page;
  if (full.length <= max) return full;
  return shortenAtWord(page, max);
}

/**
 * What a person's name may hold (issue 36, item 6): names are greeted in mail we send to any
 * address, so a name carries letters (any script, with their accents), spaces, apostrophes,
 * hyphens and dots, and nothing that reads as a link or starts a new line.
 */
export const PERSON_NAME_MAX_LENGTH = 50;

const NAME_CHARACTERS = /^[\p{L}\p{M}](?:[\p{L}\p{M} '’.-]*[\p{L}\p{M}.])?$/u;
/** A word, a dot and a word with no space between ("evil.example", "www.x"): a host name, not a name ("J. R." has spaces). */
const HOST_NAME = /[\p{L}\p{M}]{2,}\.[\p{L}\p{M}]{2,}/u;

export const personNameMessage = (label: string) => `${label} may only contain letters, spaces, apostrophes, hyphens and dots.`;

/** Whether a trimmed value is a name by these rules (length is the caller's: forms differ). */
export function isPersonName(value: string): boolean {
  return NAME_CHARACTERS.test(value) && !HOST_NAME.test(value);
}

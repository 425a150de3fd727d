/** Lower-case, hyphen-separated form used for uris and slugs ("Fisher & Paykel" → "fisher-paykel"). */
export function kebab(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Postal abbreviations that read as letters, not words ("Darwin DC", "Canberra BC"). Every other
 * upper-case word becomes Title Case.
 */
const LOCALITY_ACRONYMS = new Set(['ANU', 'BC', 'DC', 'MC', 'PO', 'GPO', 'LPO', 'MSC', 'CBD', 'RAAF', 'HMAS', 'UNSW', 'TAFE', 'ADF', 'QUT', 'NSW']);

function titleWord(word: string): string {
  if (LOCALITY_ACRONYMS.has(word)) return word;
  const lower = word.toLowerCase();
  // McKinnon, McMahons Point: the Gaelic prefix keeps the next letter capital.
  if (/^MC[A-Z]{2,}/.test(word)) return 'Mc' + lower.charAt(2).toUpperCase() + lower.slice(3);
  // O’Connor, D’Aguilar; also letters after hyphens and brackets.
  return lower.replace(/(^|['’(\-])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** "ST KILDA EAST" → "St Kilda East"; names already in mixed case are kept as they are. */
export function localityDisplayName(raw: string): string {
  const trimmed = raw.trim().replace(/\s+/g, ' ');
  if (trimmed !== trimmed.toUpperCase()) return trimmed;
  return trimmed.split(' ').map(titleWord).join(' ');
}

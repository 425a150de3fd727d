export interface BrandEntry {
  name: string;
  uri: string;
  productCount: number;
}

export interface LetterGroup<T> {
  /** 'A'…'Z', or '#' for names that start with a digit or symbol. */
  letter: string;
  brands: T[];
}

export const INDEX_LETTERS = ['#', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'] as const;

/** The index letter of a name: its first letter without accents, or '#'. */
export function indexLetter(name: string): string {
  const first = name
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

/** Brands grouped A–Z ('#' first), each group sorted by name; empty letters are left out. */
export function groupByLetter<T extends { name: string }>(brands: readonly T[]): LetterGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const brand of brands) {
    const letter = indexLetter(brand.name);
    groups.set(letter, [...(groups.get(letter) ?? []), brand]);
  }
  return INDEX_LETTERS.filter((letter) => groups.has(letter)).map((letter) => ({
    letter,
    brands: groups.get(letter)!.sort((a, b) => a.name.localeCompare(b.name, 'en-AU', { sensitivity: 'base' })),
  }));
}

/** The in-page anchor of a letter group. */
export const letterAnchor = (letter: string) => (letter === '#' ? 'brands-0-9' : `brands-${letter.toLowerCase()}`);

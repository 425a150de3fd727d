/**
 * What a shopper types into the street autocomplete ("12 Smith St", "3/40 George Street, Bondi"),
 * read the way a geocoder does: a street number, a street name (abbreviated street types spelt
 * out), and what follows as the locality (suburb, state, postcode). The sandbox geocoder matches
 * these against our localities and their street names.
 */
export interface TypedAddress {
  /** "12", "3/40", "12A"; null when none was typed. */
  number: string | null;
  /** Lower-case street words with the street type spelt out: "smith street"; a prefix of the name. */
  street: string;
  /** Lower-case locality words after the street ("bondi nsw 2026"), or null. */
  locality: string | null;
}

/** A street of one of our localities: what the sandbox geocoder answers. */
export interface StreetPlace {
  streetId: number;
  street: string;
  suburb: string;
  state: string;
  postcode: string;
  country: string;
  latitude: number;
  longitude: number;
}

const STREET_TYPES: Record<string, string> = {
  st: 'street',
  street: 'street',
  rd: 'road',
  road: 'road',
  ave: 'avenue',
  av: 'avenue',
  avenue: 'avenue',
  pde: 'parade',
  parade: 'parade',
  hwy: 'highway',
  highway: 'highway',
  dr: 'drive',
  drive: 'drive',
  cres: 'crescent',
  crescent: 'crescent',
  ct: 'court',
  court: 'court',
  pl: 'place',
  place: 'place',
  tce: 'terrace',
  terrace: 'terrace',
  ln: 'lane',
  lane: 'lane',
};

const NUMBER = /^(\d{1,5}[a-z]?(?:\/\d{1,5}[a-z]?)?)\s+/i;

export function parseTypedAddress(input: string): TypedAddress | null {
  const text = input.trim().replace(/\s+/g, ' ');
  const numbered = NUMBER.exec(text);
  const number = numbered ? numbered[1]!.toUpperCase() : null;
  const [streetPart = '', ...rest] = text
    .slice(numbered ? numbered[0].length : 0)
    .split(',')
    .map((part) => part.trim().toLowerCase());
  const words = streetPart.split(' ').filter((word) => word.length > 0);
  // The street ends at its type ("smith st bondi": street "smith street", locality "bondi").
  const typeAt = words.findIndex((word, index) => index > 0 && STREET_TYPES[word.replace(/\.$/, '')] !== undefined);
  const streetWords = typeAt === -1 ? words : words.slice(0, typeAt + 1);
  if (typeAt !== -1) streetWords[typeAt] = STREET_TYPES[streetWords[typeAt]!.replace(/\.$/, '')]!;
  const localityWords = [...(typeAt === -1 ? [] : words.slice(typeAt + 1)), ...rest.flatMap((part) => part.split(' '))].filter(
    (w) => w.length > 0,
  );
  const street = streetWords.join(' ');
  if (!/[a-z]/.test(street)) return null;
  return { number, street, locality: localityWords.length > 0 ? localityWords.join(' ') : null };
}

/** Street types as a geocoder's short name has them: "Smith Street" -> "Smith St". */
const SHORT_TYPES: Record<string, string> = {
  street: 'St',
  road: 'Rd',
  avenue: 'Ave',
  parade: 'Pde',
  highway: 'Hwy',
  drive: 'Dr',
  crescent: 'Cres',
  court: 'Ct',
  place: 'Pl',
  terrace: 'Tce',
  lane: 'Ln',
};

export function shortStreetName(street: string): string {
  const words = street.split(' ');
  const last = words.at(-1)?.toLowerCase() ?? '';
  return SHORT_TYPES[last] ? [...words.slice(0, -1), SHORT_TYPES[last]].join(' ') : street;
}

/** "12 Smith Street, Bondi NSW 2026, Australia"; in New Zealand "12 Queen Street, Ponsonby 1011, New Zealand". */
export function formattedAddress(place: StreetPlace, number: string | null): string {
  const street = number ? `${number} ${place.street}` : place.street;
  if (place.country === 'NZ') return `${street}, ${place.suburb} ${place.postcode}, New Zealand`;
  return `${street}, ${place.suburb} ${place.state} ${place.postcode}, Australia`;
}

/** Locality display (document 3 section 3): '{postcode} {suburb}, {state}', or '{suburb} {postcode}' in NZ. */
export function formatLocality(locality: { suburb: string; state: string; postcode: string; country: string }): string {
  return locality.country === 'NZ'
    ? `${locality.suburb} ${locality.postcode}`
    : `${locality.postcode} ${locality.suburb}, ${locality.state}`;
}

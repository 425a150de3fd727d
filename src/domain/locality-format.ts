/**
 * Locality display (document 3 section 3, document 2): Australian places carry a state, New Zealand
 * addresses do not, so NZ always reads '{suburb} {postcode}'.
 */
interface Place {
  suburb: string;
  state: string;
  postcode: string;
  country: string;
}

const isNz = (place: Pick<Place, 'country'>) => place.country === 'NZ';

/** A locality option: '{postcode} {suburb}, {state}', or '{suburb} {postcode}' in NZ. */
export function formatLocality(locality: Place): string {
  return isNz(locality) ? `${locality.suburb} ${locality.postcode}` : `${locality.postcode} ${locality.suburb}, ${locality.state}`;
}

/**
 * The place line of an address or a delivery location: '{suburb} {state} {postcode}' in AU, where the
 * suburb may be left out for space (the header widget), and always '{suburb} {postcode}' in NZ.
 */
export function formatPlaceLine(place: Place, options: { withSuburb?: boolean } = {}): string {
  if (isNz(place)) return `${place.suburb} ${place.postcode}`;
  return [options.withSuburb === false ? '' : place.suburb, place.state, place.postcode].filter(Boolean).join(' ');
}

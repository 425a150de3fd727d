import type { LatLng, MapsAdapter, MapsCountry } from './maps-adapter';

/** The delivery location the shopper already chose (the header's), when there is one. */
export interface ChosenPlace {
  suburb: string;
  state: string;
  postcode: string;
}

const POSITION_WAIT_MS = 3_000;

/** The browser's position, only when the shopper already allowed it: checkout never asks. */
async function grantedPosition(): Promise<LatLng | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation || !navigator.permissions) return null;
  try {
    const permission = await navigator.permissions.query({ name: 'geolocation' });
    if (permission.state !== 'granted') return null;
    return await new Promise<LatLng | null>((resolve) =>
      navigator.geolocation.getCurrentPosition(
        (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
        () => resolve(null),
        { timeout: POSITION_WAIT_MS, maximumAge: 600_000 },
      ),
    );
  } catch {
    return null;
  }
}

/**
 * The centre of the autocomplete's bias circle (document 2 section 2's geolocation service): the
 * browser's position when granted, else the delivery location the shopper chose (geocoded), else
 * none (suggestions from the whole country).
 */
export async function biasCentre(adapter: MapsAdapter, country: MapsCountry, chosen: ChosenPlace | null): Promise<LatLng | null> {
  const position = await grantedPosition();
  if (position) return position;
  if (!chosen?.postcode) return null;
  const found = await adapter.geocode([chosen.suburb, chosen.state, chosen.postcode].filter(Boolean).join(' '), country);
  return found.status === 'OK' ? found.location : null;
}

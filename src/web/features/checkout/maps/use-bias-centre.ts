import { useEffect, useState } from 'react';
import { biasCentre, type ChosenPlace } from './geolocation-bias';
import type { LatLng, MapsCountry } from './maps-adapter';
import type { MapsState } from './use-maps-adapter';

/** The autocomplete's bias circle centre once the maps service is ready (null until then, or when none). */
export function useBiasCentre(maps: MapsState, country: MapsCountry, chosen: ChosenPlace | null): LatLng | null {
  const [centre, setCentre] = useState<LatLng | null>(null);
  const adapter = maps.status === 'ready' ? maps.adapter : null;
  const { suburb = '', state = '', postcode = '' } = chosen ?? {};

  useEffect(() => {
    if (!adapter) return;
    let live = true;
    void biasCentre(adapter, country, postcode ? { suburb, state, postcode } : null).then((found) => live && setCentre(found));
    return () => {
      live = false;
    };
  }, [adapter, country, suburb, state, postcode]);

  return centre;
}

import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { REGION_PARAM, REGION_PARAM_REMOVAL_MS, regionForCode, searchWithoutRegion } from '../../../domain/region-codes';
import { browserApi } from '../../client/browser-api';

/**
 * Document 1 section 4: a known `region_id` code in the address forces the delivery location to
 * its city, and 500 ms later the parameter is removed (history replaced, no page load). Without one
 * the location is the one the server detected for the page render (`/api/geo`).
 */
export function useRegionIdParam(country: string): void {
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const code = new URLSearchParams(location.search).get(REGION_PARAM);
  const latest = useRef(location);
  latest.current = location;

  useEffect(() => {
    const region = regionForCode(code);
    // The codes are Australian capitals; other countries keep their detected location.
    if (!region || country !== 'AU') return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void (async () => {
      const { city: suburb, state, postcode } = region;
      const locality = await browserApi.get('/api/locality/{suburb}/{state}/{postcode}', { params: { suburb, state, postcode } });
      if (locality.ok && locality.data) {
        const set = await browserApi.post('/api/geo/setlocation', { body: { localityId: locality.data.id } });
        if (set.ok && live) await revalidator.revalidate();
      }
      if (!live) return;
      timer = setTimeout(() => {
        const { pathname, search, hash } = latest.current;
        void navigate({ pathname, search: searchWithoutRegion(search), hash }, { replace: true, preventScrollReset: true });
      }, REGION_PARAM_REMOVAL_MS);
    })();
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // The revalidator changes identity with its state; only the code decides when this runs.
  }, [code, country]);
}

import { useEffect, useState } from 'react';
import { useRootData } from '../../../shared/root-data';
import { createGoogleMapsAdapter } from './google-maps-adapter';
import { loadMapsScript } from './load-maps-script';
import { DEFAULT_MAPS_SCRIPT_URL, type MapsAdapter, type MapsConfig, type MapsCountry } from './maps-adapter';

/** The event a failed maps load emits (document 2 section 2): address forms fall back to manual entry. */
export const GOOGLE_MAPS_ERROR_EVENT = 'googleMapsError';

export type MapsState = { status: 'loading' } | { status: 'ready'; adapter: MapsAdapter } | { status: 'failed' };

/** One load per page for every address form on it. */
let shared: Promise<MapsAdapter> | null = null;

/** The maps configuration from GET /api/settings (`mapsScriptUrl`, `mapsApiKey`, `mapsClient`, `mapsChannel`). */
export function useMapsConfig(country: MapsCountry): MapsConfig {
  const root = useRootData();
  const settings = root?.settings ?? {};
  return {
    scriptUrl: settings.mapsScriptUrl || DEFAULT_MAPS_SCRIPT_URL,
    apiKey: settings.mapsApiKey || null,
    client: settings.mapsClient || null,
    channel: settings.mapsChannel || null,
    region: country,
    language: root?.brand.locale ?? (country === 'NZ' ? 'en-NZ' : 'en-AU'),
  };
}

/**
 * Loads the maps service for the street autocomplete. A failure emits `googleMapsError` on window
 * (with the reason) and answers 'failed', and the address form offers a plain street input instead.
 */
export function useMapsAdapter(config: MapsConfig): MapsState {
  const [state, setState] = useState<MapsState>({ status: 'loading' });
  const { scriptUrl, apiKey, client, channel, region, language } = config;

  useEffect(() => {
    let live = true;
    shared ??= loadMapsScript({ scriptUrl, apiKey, client, channel, region, language }).then(createGoogleMapsAdapter);
    const attempt = shared;
    attempt.then(
      (adapter) => live && setState({ status: 'ready', adapter }),
      (error: unknown) => {
        if (shared === attempt) {
          shared = null;
          window.dispatchEvent(new CustomEvent(GOOGLE_MAPS_ERROR_EVENT, { detail: { message: String(error) } }));
        }
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [scriptUrl, apiKey, client, channel, region, language]);

  return state;
}

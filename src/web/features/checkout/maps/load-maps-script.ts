import { googleMapsOnWindow, type GoogleMapsNamespace } from './google-maps-surface';
import type { MapsConfig } from './maps-adapter';

/** The global the script calls when ready (the spec's `callback` parameter). */
export const MAPS_CALLBACK = '__storefrontMapsReady';
/** A script that neither loads nor fails (a hung connection) counts as failed after this long. */
export const MAPS_LOAD_TIMEOUT_MS = 10_000;

/** The script address with the spec's parameters: version quarterly, callback, optional key, client and channel, places, region, language. */
export function mapsScriptSrc(config: MapsConfig, base: string): string {
  const url = new URL(config.scriptUrl, base);
  const params: Record<string, string | null | undefined> = {
    v: 'quarterly',
    callback: MAPS_CALLBACK,
    key: config.apiKey,
    client: config.client,
    channel: config.channel,
    libraries: 'places',
    region: config.region,
    language: config.language,
  };
  for (const [name, value] of Object.entries(params)) if (value) url.searchParams.set(name, value);
  return url.origin === new URL(base).origin ? `${url.pathname}${url.search}` : url.toString();
}

let loading: Promise<GoogleMapsNamespace> | null = null;

/** Loads the maps script once per page; rejects when it fails, times out or leaves no API behind. */
export function loadMapsScript(config: MapsConfig): Promise<GoogleMapsNamespace> {
  const ready = googleMapsOnWindow();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleMapsNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      loading = null;
      script.remove();
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail('The maps script timed out'), MAPS_LOAD_TIMEOUT_MS);
    (window as unknown as Record<string, unknown>)[MAPS_CALLBACK] = () => {
      clearTimeout(timer);
      const google = googleMapsOnWindow();
      if (google) resolve(google);
      else fail('The maps script left no API');
    };
    script.src = mapsScriptSrc(config, window.location.href);
    script.async = true;
    script.onerror = () => {
      clearTimeout(timer);
      fail('The maps script did not load');
    };
    document.head.append(script);
  });
  return loading;
}

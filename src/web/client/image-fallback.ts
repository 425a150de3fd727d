/**
 * Document 1 section 8: an image that fails to load falls back to the brand's default image.
 *
 * It runs as a tiny inline script in the document head, before any image of the server-rendered
 * page can fail: `error` events do not bubble, but a capturing listener on the document sees
 * every image's, whether the image came with the HTML (failing before hydration, when React's
 * `onError` would not exist yet) or was rendered later by a client-side navigation. The fallback
 * is swapped in once per image, so a failing fallback cannot loop.
 */
export function installImageFallback(): void {
  document.addEventListener(
    'error',
    (event) => {
      const image = event.target;
      if (!(image instanceof HTMLImageElement) || image.dataset.fallback !== undefined) return;
      const fallback = document.documentElement.dataset.imageFallback;
      if (!fallback) return;
      image.dataset.fallback = image.currentSrc || image.src;
      const picture = image.parentElement;
      if (picture instanceof HTMLPictureElement) {
        picture.querySelectorAll('source').forEach((source) => source.setAttribute('srcset', fallback));
      }
      image.removeAttribute('srcset');
      image.src = fallback;
    },
    true,
  );
}

/** The inline script's text (it must stand alone: no imports, no outer names). */
export const IMAGE_FALLBACK_SCRIPT = `(${installImageFallback.toString()})();`;

/**
 * Images that name a fallback (`data-fallback-src`, e.g. a brand logo falling back to the
 * company logo) switch to it, once, when they fail to load. One listener for the whole page, so
 * it covers server-rendered HTML that is never hydrated; images that failed before this script
 * ran are found by how they ended (complete, with no natural width).
 */
export const FALLBACK_SRC_ATTRIBUTE = 'data-fallback-src';

function fallBackOnce(image: HTMLImageElement) {
  const fallback = image.getAttribute(FALLBACK_SRC_ATTRIBUTE);
  if (!fallback || image.dataset.fallenBack !== undefined) return;
  image.dataset.fallenBack = '';
  image.srcset = '';
  image.src = fallback;
}

export function installImageFallbacks(): void {
  // `error` does not bubble: listen in the capture phase, which passes the document first.
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) fallBackOnce(event.target);
    },
    true,
  );
  for (const image of document.querySelectorAll<HTMLImageElement>(`img[${FALLBACK_SRC_ATTRIBUTE}]`)) {
    if (image.complete && image.naturalWidth === 0) fallBackOnce(image);
  }
}

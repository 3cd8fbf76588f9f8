import { type SyntheticEvent, useCallback, useEffect, useRef } from 'react';
import { companyLogoPath } from '../../../content/index.js';

type LogoImageProps = {
  src: string;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
};

/** Shows the company logo instead, once: if that fails too, the image stays broken. */
function fallBackOnce(image: HTMLImageElement) {
  if (image.dataset.fallback) return;
  image.dataset.fallback = 'true';
  image.src = companyLogoPath;
}

/**
 * A brand or partner logo that falls back, once, to the company logo when its file fails to load.
 * Pre-rendered images may fail before React attaches `onError`, so hydration checks too: a
 * finished image with no natural width did not load (every logo file states its size).
 */
export function LogoImage({ src, alt, className, width = 160, height = 64 }: LogoImageProps) {
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0) fallBackOnce(image);
  }, []);
  const handleError = useCallback(
    (event: SyntheticEvent<HTMLImageElement>) => fallBackOnce(event.currentTarget),
    [],
  );
  return (
    <img
      ref={imageRef}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading="lazy"
      decoding="async"
      onError={handleError}
      src={src}
    />
  );
}

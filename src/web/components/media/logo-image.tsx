import { type SyntheticEvent, useCallback } from 'react';
import { companyLogoPath } from '../../../content/index.js';

type LogoImageProps = {
  src: string;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
};

/** A brand or partner logo that falls back, once, to the company logo when its file fails to load. */
export function LogoImage({ src, alt, className, width = 160, height = 64 }: LogoImageProps) {
  const fallBackOnce = useCallback((event: SyntheticEvent<HTMLImageElement>) => {
    const image = event.currentTarget;
    if (image.dataset.fallback) return;
    image.dataset.fallback = 'true';
    image.src = companyLogoPath;
  }, []);
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading="lazy"
      decoding="async"
      onError={fallBackOnce}
    />
  );
}

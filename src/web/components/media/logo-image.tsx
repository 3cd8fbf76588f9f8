import { companyLogoPath } from '#content/assets.js';
import { FALLBACK_SRC_ATTRIBUTE } from '#web/lib/image-fallbacks.js';

type LogoImageProps = {
  src: string;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
};

/**
 * A brand or partner logo that falls back, once, to the company logo when its file fails to load
 * (lib/image-fallbacks.ts does it for every such image on the page).
 */
export function LogoImage({ src, alt, className, width = 160, height = 64 }: LogoImageProps) {
  const fallback = { [FALLBACK_SRC_ATTRIBUTE]: companyLogoPath };
  return (
    <img
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading="lazy"
      decoding="async"
      src={src}
      {...fallback}
    />
  );
}

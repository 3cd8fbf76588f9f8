import { companyLogoPath } from '#content/assets.js';
import { FALLBACK_SRC_ATTRIBUTE } from '#web/lib/image-fallbacks.js';
import { shippedLogo } from './shipped-logos.js';

type LogoImageProps = {
  src: string;
  /** What the logo says ('HP logo'), or '' when the name is printed beside it. */
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  /** 'eager' for a logo in the first view (the header's); others load as they come near. */
  loading?: 'lazy' | 'eager';
};

/**
 * A brand, partner or company logo in a box of `width` × `height` (or what `className` makes of
 * it), drawn whole and centred. A logo the site ships with is drawn inline (shipped-logos.ts: an
 * SVG image costs a document of its own); an uploaded one is an image that falls back, once, to
 * the company logo when its file fails to load (lib/image-fallbacks.ts does it for the whole page).
 */
export function LogoImage({
  src,
  alt,
  className,
  width = 160,
  height = 64,
  loading = 'lazy',
}: LogoImageProps) {
  const shipped = shippedLogo(src);
  if (shipped) {
    const name = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
    return (
      <svg
        viewBox={shipped.viewBox}
        width={width}
        height={height}
        className={className}
        // As an image's own proportions would: the width that `w-auto` leaves to them.
        style={{ aspectRatio: shipped.aspectRatio }}
        {...name}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: markup of the SVG files in the repository (shipped-logos.ts), never from an upload or a visitor.
        dangerouslySetInnerHTML={{ __html: shipped.markup }}
      />
    );
  }
  const fallback = { [FALLBACK_SRC_ATTRIBUTE]: companyLogoPath };
  return (
    <img
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={loading}
      decoding="async"
      src={src}
      {...fallback}
    />
  );
}

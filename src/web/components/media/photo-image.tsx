import { type PhotoCrop, photoCrops, photoPath, photoSize, photoSrcSet } from '#content/assets.js';
import type { Photo } from '#content/types.js';
import { isMediaId } from '#shared/media-id.js';

type PhotoImageProps = {
  photo: Photo;
  /** The `sizes` attribute: how wide the image is shown, for the browser to pick a file. */
  sizes?: string;
  className?: string;
  /** The largest image above the fold: loaded eagerly with high priority. */
  priority?: boolean;
  /**
   * The crop shown below tablet width (`phoneMedia`), when the frame there is not 3:2: an upload
   * comes cropped to it around its focal point; a generated sample is shown 3:2 and cut by CSS.
   */
  phoneCrop?: PhotoCrop;
};

/** Below the `md` breakpoint of the pages' Tailwind: where the phone layout applies. */
const phoneMedia = '(max-width: 767px)';

/** The browser takes the first source type it supports; the <img> JPEGs serve any other. */
const modernFormats = ['avif', 'webp'] as const;
const fallbackWidth = 768;

/**
 * A content photo by its id, as responsive AVIF/WebP (see scripts/media). Width and height are
 * always stated, so the page reserves the photo's 3:2 space before it loads. The <picture> is
 * `display: contents`, so `className` sizes the image against the caller's own box.
 */
export function PhotoImage({
  photo,
  sizes = '100vw',
  className,
  priority = false,
  phoneCrop,
}: PhotoImageProps) {
  const phoneVariant = phoneCrop && phoneCrop !== 'card' && isMediaId(photo.id) ? phoneCrop : undefined;
  return (
    <picture className="contents">
      {phoneVariant &&
        [...modernFormats, 'jpg' as const].map((format) => (
          <source
            key={`phone-${format}`}
            media={phoneMedia}
            type={`image/${format === 'jpg' ? 'jpeg' : format}`}
            srcSet={photoSrcSet(photo.id, format, phoneVariant)}
            sizes={sizes}
            width={photoCrops[phoneVariant].width}
            height={photoCrops[phoneVariant].height}
          />
        ))}
      {modernFormats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={photoSrcSet(photo.id, format)} sizes={sizes} />
      ))}
      <img
        alt={photo.alt}
        width={photoSize.width}
        height={photoSize.height}
        className={className}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        sizes={sizes}
        srcSet={photoSrcSet(photo.id, 'jpg')}
        src={photoPath(photo.id, 'jpg', fallbackWidth)}
      />
    </picture>
  );
}

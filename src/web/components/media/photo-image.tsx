import { type Photo, photoPath } from '../../../content/index.js';

type PhotoImageProps = {
  photo: Photo;
  /** The `sizes` attribute: how wide the image is shown, for the browser to pick a file. */
  sizes?: string;
  className?: string;
  /** The largest image above the fold: loaded eagerly with high priority. */
  priority?: boolean;
};

/**
 * A content photo by its id. (The media pipeline replaces this with responsive AVIF/WebP sources;
 * callers keep this interface.)
 */
export function PhotoImage({ photo, className, priority = false }: PhotoImageProps) {
  return (
    <img
      src={photoPath(photo.id)}
      alt={photo.alt}
      width={1200}
      height={800}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}

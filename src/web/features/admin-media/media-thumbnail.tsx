import { Film } from 'lucide-react';
import { photoPath } from '#content/assets.js';
import { isImageType, type MediaLibraryItem } from '#shared/media.js';

type MediaThumbnailProps = {
  item: Pick<MediaLibraryItem, 'id' | 'contentType'>;
  /** The frame's size and border: the same for the picture and the video's stand-in. */
  className: string;
  iconClassName: string;
};

/** An upload as the library shows it: the photo's small crop, or a film icon for a video. */
export function MediaThumbnail({ item, className, iconClassName }: MediaThumbnailProps) {
  return isImageType(item.contentType) ? (
    <img
      src={photoPath(item.id, 'webp', 480)}
      alt=""
      loading="lazy"
      className={`${className} object-cover`}
    />
  ) : (
    <span className={`${className} flex items-center justify-center`}>
      <Film aria-hidden="true" className={`${iconClassName} text-slate-500`} />
    </span>
  );
}

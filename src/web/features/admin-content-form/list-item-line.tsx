import { photoPath } from '#content/assets.js';
import type { ListItemPreview } from '#shared/list-item-names.js';

/**
 * The line of a collapsed list item: its name ('Hero slide 1'), its heading, and where its items
 * have a photo a small picture of it, or "No photo" in its place. The picture comes last for
 * screen readers, who hear the name and the heading first; the eye sees it first.
 */
export function ListItemLine({ preview }: { preview: ListItemPreview }) {
  return (
    <span className="inline-flex items-center gap-3 align-middle">
      <span className="flex flex-col">
        <span className={preview.heading ? 'text-xs font-medium text-slate-600' : undefined}>
          {preview.name}
        </span>
        {preview.heading && <span>{preview.heading}</span>}
      </span>
      {preview.photoId !== undefined && <ItemThumbnail photoId={preview.photoId} />}
    </span>
  );
}

/** The item's photo, small (its words are beside it); or a box that says there is none. */
function ItemThumbnail({ photoId }: { photoId: string | null }) {
  const box = 'order-first h-10 w-16 shrink-0 rounded border';
  if (!photoId) {
    return (
      <span
        className={`${box} flex items-center justify-center border-dashed border-slate-400 bg-slate-100 text-xs font-normal text-slate-700`}
      >
        No photo
      </span>
    );
  }
  return (
    <img
      src={photoPath(photoId, 'webp', 480)}
      alt=""
      className={`${box} border-slate-200 bg-slate-100 object-cover`}
      loading="lazy"
    />
  );
}

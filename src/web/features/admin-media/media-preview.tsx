import { photoPath } from '#content/assets.js';

/** A small picture of the chosen photo or logo, so the editor sees what the page will show. */
export function MediaPreview({
  source,
  alt,
}: {
  source: { photoId: string } | { url: string };
  alt: string;
}) {
  const src = 'url' in source ? source.url : photoPath(source.photoId, 'webp', 480);
  return (
    <img
      src={src}
      alt={alt}
      className="h-24 w-36 rounded-lg border border-slate-200 bg-slate-100 object-contain"
      loading="lazy"
    />
  );
}

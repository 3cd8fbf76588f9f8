import { useQueryClient } from '@tanstack/react-query';
import { Crosshair } from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { type PhotoCrop, photoCrops } from '#content/assets.js';
import { focalPointEndpoint } from '#shared/endpoints/media.js';
import { cropAround } from '#shared/focal-crop.js';
import type { FocalPoint, MediaLibraryItem } from '#shared/media.js';
import { mediaUrl } from '#shared/media-id.js';
import { adminErrorMessage, isUnauthorized } from '#web/admin/api/admin-caller.js';
import { useAdminCaller } from '#web/admin/session/admin-session-context.js';
import { ApiError } from '#web/lib/api-client.js';
import { mediaLibraryKey } from './media-queries.js';

/** Where each crop is shown on the pages, for the preview's captions. */
const cropCaptions: Record<PhotoCrop, string> = {
  card: 'Cards, galleries and the hero on wider screens (3:2)',
  wide: 'Home hero on a phone (2:1)',
};

/** How far one arrow key press moves the point, in percent; with Shift, ten times as far. */
const ARROW_STEP = 2;

/** A point is saved this long after it last moved: a run of arrow key presses crops once. */
const SAVE_AFTER_MS = 700;

const middle: FocalPoint = { x: 50, y: 50 };

type SaveState =
  | { phase: 'idle' }
  | { phase: 'pending' }
  | { phase: 'saving' }
  | { phase: 'waiting'; seconds: number }
  | { phase: 'saved' }
  | { phase: 'failed'; message: string };

/**
 * The focal point of a photo: a click on the picture (or the arrow keys on it) puts the point that
 * must stay in view; the crops the pages use are previewed side by side at once, and a moment
 * later the server crops the photo's files again around it (no new upload). The point belongs to
 * the photo, so every page showing it follows.
 */
export function FocalPointEditor({ item, label }: { item: MediaLibraryItem; label: string }) {
  const caller = useAdminCaller();
  const queryClient = useQueryClient();
  const [point, setPoint] = useState<FocalPoint>(item.focalPoint ?? middle);
  const [save, setSave] = useState<SaveState>({ phase: 'idle' });
  const size = { width: item.width ?? 3, height: item.height ?? 2 };
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(saveTimer.current), []);

  const place = (next: FocalPoint) => {
    const placed = { x: Math.min(100, Math.max(0, next.x)), y: Math.min(100, Math.max(0, next.y)) };
    setPoint(placed);
    setSave({ phase: 'pending' });
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => void saveFocalPoint(placed), SAVE_AFTER_MS);
  };

  function placeByClick(event: MouseEvent<HTMLButtonElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    // A click from the keyboard (Enter, Space) has no position: it leaves the point where it is.
    if (event.detail === 0) return;
    place({
      x: Math.round(((event.clientX - box.left) / box.width) * 100),
      y: Math.round(((event.clientY - box.top) / box.height) * 100),
    });
  }

  function placeByKey(event: KeyboardEvent<HTMLButtonElement>) {
    const step = event.shiftKey ? ARROW_STEP * 10 : ARROW_STEP;
    const moves: Record<string, FocalPoint> = {
      ArrowLeft: { x: point.x - step, y: point.y },
      ArrowRight: { x: point.x + step, y: point.y },
      ArrowUp: { x: point.x, y: point.y - step },
      ArrowDown: { x: point.x, y: point.y + step },
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    place(next);
  }

  async function saveFocalPoint(placed: FocalPoint) {
    for (;;) {
      setSave({ phase: 'saving' });
      try {
        await caller.send(focalPointEndpoint, { params: { id: item.id }, body: placed });
        await queryClient.invalidateQueries({ queryKey: mediaLibraryKey });
        setSave({ phase: 'saved' });
        return;
      } catch (error) {
        if (isUnauthorized(error)) return setSave({ phase: 'idle' });
        const retryAfter =
          error instanceof ApiError && error.status === 503 ? error.retryAfterSeconds : undefined;
        if (retryAfter === undefined) return setSave({ phase: 'failed', message: adminErrorMessage(error) });
        for (let seconds = retryAfter; seconds > 0; seconds -= 1) {
          setSave({ phase: 'waiting', seconds });
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
      }
    }
  }

  const pointText = `${point.x}% from the left, ${point.y}% from the top`;
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <p className="text-sm font-semibold text-slate-900">Focal point</p>
      <p id={`${item.id}-focal-help`} className="text-xs text-slate-600">
        Click the point of the photo that must stay in view, or use the arrow keys on the photo (Shift moves
        further). The crops below follow at once; it is saved for every page that shows this photo.
      </p>
      <div className="flex flex-wrap items-start gap-4">
        <button
          type="button"
          aria-label={`Focal point of ${label}: ${pointText}`}
          aria-describedby={`${item.id}-focal-help`}
          onClick={placeByClick}
          onKeyDown={placeByKey}
          className="relative block w-full max-w-sm cursor-crosshair overflow-hidden rounded-lg border border-slate-300 focus-visible:outline-3 focus-visible:outline-brand-600"
          style={{ aspectRatio: `${size.width} / ${size.height}` }}
        >
          <img src={mediaUrl(item.id)} alt="" className="size-full object-fill" draggable={false} />
          <Crosshair
            aria-hidden="true"
            className="absolute size-8 -translate-x-1/2 -translate-y-1/2 rounded-full bg-white/70 text-brand-700 ring-2 ring-brand-700"
            style={{ left: `${point.x}%`, top: `${point.y}%` }}
          />
        </button>
        <ul className="flex flex-wrap gap-3" aria-label="How the pages will crop it">
          {(Object.keys(photoCrops) as PhotoCrop[]).map((crop) => (
            <li key={crop} className="w-44 text-xs text-slate-700">
              <CropPreview id={item.id} size={size} crop={crop} point={point} />
              <span className="mt-1 block">{cropCaptions[crop]}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <p role="status" className="text-sm text-slate-700">
          {(save.phase === 'saving' || save.phase === 'pending') &&
            'Cropping the photo again on the server...'}
          {save.phase === 'waiting' &&
            `The server is busy with other images; trying again in ${save.seconds} s.`}
          {save.phase === 'saved' && `Focal point saved: ${pointText}.`}
        </p>
        {save.phase === 'failed' && (
          <p role="alert" className="text-sm font-medium text-red-700">
            The focal point was not saved: {save.message}
          </p>
        )}
      </div>
    </div>
  );
}

/** The crop the server will make, drawn from the whole photo with CSS: the same region as `cropAround`. */
function CropPreview({
  id,
  size,
  crop,
  point,
}: {
  id: string;
  size: { width: number; height: number };
  crop: PhotoCrop;
  point: FocalPoint;
}) {
  const shape = photoCrops[crop];
  const region = cropAround(size, shape, point);
  // object-position p% lines the photo's p% up with the frame's p%: this p puts the region in the frame.
  const position = (offset: number, length: number, whole: number) =>
    whole === length ? 50 : (offset / (whole - length)) * 100;
  return (
    <img
      src={mediaUrl(id)}
      alt=""
      className="w-full rounded-md border border-slate-300 object-cover"
      style={{
        aspectRatio: `${shape.width} / ${shape.height}`,
        objectPosition: `${position(region.left, region.width, size.width)}% ${position(region.top, region.height, size.height)}%`,
      }}
    />
  );
}

import { type KeyboardEvent, useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { isImageType, type MediaLibraryItem } from '#shared/media.js';
import { LoadFailed } from '#web/admin/components/load-failed.js';
import { formatFileSize } from '#web/admin/lib/format.js';
import { Modal } from '#web/components/ui/modal.js';
import { useMediaLibrary } from './media-queries.js';
import { MediaThumbnail } from './media-thumbnail.js';
import type { MediaKind } from './use-media-uploads.js';

type MediaLibraryDialogProps = {
  /** What the field takes: only these are offered. */
  kind: MediaKind;
  /** The field's name, in the dialog's title: 'Choose from library: Hero slide 1 photo'. */
  fieldLabel: string;
  onChoose: (item: MediaLibraryItem) => void;
  onClose: () => void;
};

/** What a library entry is called: its file name, or its type and size for uploads before names were kept. */
export function mediaDisplayName(
  item: Pick<MediaLibraryItem, 'originalName' | 'contentType' | 'id'>,
): string {
  return item.originalName || `${item.contentType.split('/')[1]?.toUpperCase()} file ${item.id.slice(0, 8)}`;
}

/** Where an upload is used, in words. */
export function mediaUsageText(item: MediaLibraryItem): string {
  const { publishedIn, inEarlierRevision } = item.usage;
  if (publishedIn.length > 0) return `Used on ${publishedIn.map((use) => use.title).join(', ')}`;
  return inEarlierRevision ? 'Used by an earlier revision' : 'Not used yet';
}

/** '2 images match "shop"', '1 video' */
function countText(count: number, kind: MediaKind, search: string): string {
  const things = `${count} ${kind}${count === 1 ? '' : 's'}`;
  if (!search) return things;
  return `${things} ${count === 1 ? 'matches' : 'match'} "${search}"`;
}

/** How many columns the grid shows at the dialog's widths: the arrow keys move by rows of this many. */
function gridColumns(list: HTMLElement): number {
  const items = [...list.children] as HTMLElement[];
  const top = items[0]?.offsetTop;
  const sameRow = items.findIndex((item) => item.offsetTop !== top);
  return sameRow === -1 ? items.length : sameRow;
}

/**
 * "Choose from library": a modal dialog with a search over file names and descriptions and a grid
 * of the uploads the field can take, each with its picture, name, size, dimensions and where it
 * is used. Arrow keys move between them (up and down by rows), Home and End to the ends; Enter or
 * a click chooses.
 */
export function MediaLibraryDialog({ kind, fieldLabel, onChoose, onClose }: MediaLibraryDialogProps) {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const media = useMediaLibrary(deferredSearch);
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  // The dialog starts where its work starts. This runs after Modal's own effect (a parent's effects
  // run after its children's), so after showModal() has put the keyboard on the first button.
  useEffect(() => searchRef.current?.focus(), []);
  const searchId = useId();
  const countId = useId();
  const choices = (media.data ?? []).filter((item) => isImageType(item.contentType) === (kind === 'image'));

  function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
    const list = listRef.current;
    if (!list) return;
    const buttons = [...list.querySelectorAll('button')];
    const from = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (from === -1) return;
    const columns = gridColumns(list);
    const steps: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: columns,
      ArrowUp: -columns,
      Home: -from,
      End: buttons.length - 1 - from,
    };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    buttons[Math.min(buttons.length - 1, Math.max(0, from + step))]?.focus();
  }

  const noun = kind === 'image' ? 'images' : 'videos';
  return (
    <Modal open onClose={onClose} title={`Choose from library: ${fieldLabel}`} widthClass="max-w-4xl">
      <div className="space-y-4">
        <div>
          <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
            Search by file name or description
          </label>
          <input
            id={searchId}
            ref={searchRef}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            aria-describedby={countId}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
            placeholder="e.g. shop front"
          />
          <p id={countId} role="status" className="mt-1 text-xs text-slate-600">
            {media.data ? countText(choices.length, kind, deferredSearch) : ''}
          </p>
        </div>
        {media.error ? (
          <LoadFailed error={media.error} onRetry={() => void media.refetch()} />
        ) : !media.data ? (
          <p className="text-sm text-slate-600">Loading the library...</p>
        ) : choices.length === 0 ? (
          <p className="text-sm text-slate-600">
            {deferredSearch
              ? `No ${noun} match "${deferredSearch}". Try another word, or upload the file.`
              : `No ${noun} uploaded yet. Close this and use Upload.`}
          </p>
        ) : (
          <ul
            ref={listRef}
            aria-label={`Uploaded ${noun}`}
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
            onKeyDown={moveFocus}
          >
            {choices.map((item) => (
              <li key={item.id}>
                <MediaChoice item={item} onChoose={() => onChoose(item)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}

function MediaChoice({ item, onChoose }: { item: MediaLibraryItem; onChoose: () => void }) {
  const dimensions = item.width && item.height ? `${item.width} × ${item.height}` : 'size not known';
  const name = mediaDisplayName(item);
  return (
    <button
      type="button"
      onClick={onChoose}
      className="flex h-full w-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white text-left hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <MediaThumbnail item={item} className="aspect-[3/2] w-full bg-slate-100" iconClassName="size-8" />
      <span className="space-y-0.5 p-2 text-xs text-slate-700">
        <span className="block truncate text-sm font-semibold text-slate-900" title={name}>
          <span className="sr-only">Choose </span>
          {name}
        </span>
        <span className="block">
          {dimensions}, {formatFileSize(item.byteSize)}
        </span>
        <span className="block">{mediaUsageText(item)}</span>
        {isImageType(item.contentType) && !item.altText && (
          <span className="block font-medium text-amber-800">No description yet</span>
        )}
      </span>
    </button>
  );
}

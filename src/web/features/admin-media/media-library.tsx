import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { removeMediaEndpoint } from '#shared/endpoints/media.js';
import { isMediaInUse, type MediaLibraryItem, type MediaType } from '#shared/media.js';
import { adminErrorMessage, isUnauthorized } from '#web/admin/api/admin-caller.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { AdminPanel } from '#web/admin/components/admin-panel.js';
import { ConfirmDialog } from '#web/admin/components/confirm-dialog.js';
import { LiveMessage, type LiveMessageContent } from '#web/admin/components/live-message.js';
import { LoadFailed } from '#web/admin/components/load-failed.js';
import { formatDateTime, formatFileSize } from '#web/admin/lib/format.js';
import { useAdminCaller } from '#web/admin/session/admin-session-context.js';
import { mediaDisplayName } from './media-library-dialog.js';
import { mediaLibraryKey, useMediaLibrary } from './media-queries.js';
import { MediaThumbnail } from './media-thumbnail.js';

const typeLabels: Record<MediaType, string> = {
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
  'image/webp': 'WebP image',
  'image/avif': 'AVIF image',
  'video/mp4': 'MP4 video',
  'video/webm': 'WebM video',
};

/** What the admin reads of a medium, and what its Remove button is named by. */
/** An upload as the Remove button and its message name it: 'PNG image unused.png'. */
function mediaName(item: MediaLibraryItem): string {
  return `${typeLabels[item.contentType]} ${mediaDisplayName(item)}`;
}

type Removing = { item: MediaLibraryItem; busy: boolean; error?: string };

/**
 * The 'Media' section of the Site Content tab: every upload with its details and where the content
 * uses it; one that no revision uses can be removed after a confirmation.
 */
export function MediaLibrary() {
  const caller = useAdminCaller();
  const queryClient = useQueryClient();
  const media = useMediaLibrary();
  const [removing, setRemoving] = useState<Removing | null>(null);
  const [message, setMessage] = useState<LiveMessageContent | null>(null);
  /** The removed item's button is gone: the keyboard goes to the message that says so. */
  const messageRef = useRef<HTMLDivElement>(null);

  async function remove(item: MediaLibraryItem) {
    setRemoving({ item, busy: true });
    try {
      await caller.send(removeMediaEndpoint, { params: { id: item.id } });
      await queryClient.invalidateQueries({ queryKey: mediaLibraryKey });
      setRemoving(null);
      setMessage({ kind: 'success', text: `Removed the ${mediaName(item)}.` });
      messageRef.current?.focus();
    } catch (error) {
      if (isUnauthorized(error)) return;
      setRemoving({ item, busy: false, error: adminErrorMessage(error) });
    }
  }

  return (
    <AdminPanel title="Media" headingLevel={2}>
      <LiveMessage message={message} focusRef={messageRef} />
      {media.error ? (
        <LoadFailed error={media.error} onRetry={() => void media.refetch()} />
      ) : !media.data ? (
        <p className="text-sm text-slate-600">Loading the media...</p>
      ) : media.data.length === 0 ? (
        <p className="text-sm text-slate-600">
          No uploads yet. Photos, logos and videos uploaded in a collection's editor are listed here.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Uploaded media">
          {media.data.map((item) => (
            <MediaLibraryEntry
              key={item.id}
              item={item}
              onRemove={() => setRemoving({ item, busy: false })}
            />
          ))}
        </ul>
      )}
      {removing && (
        <ConfirmDialog
          title="Remove this file?"
          variant="danger"
          confirmLabel={
            <>
              <Trash2 aria-hidden="true" className="size-4" />
              Remove
            </>
          }
          busyLabel="Removing..."
          busy={removing.busy}
          error={removing.error}
          onConfirm={() => void remove(removing.item)}
          onCancel={() => setRemoving(null)}
        >
          <p>
            The {mediaName(removing.item)} is removed from the server for good. No published or earlier
            revision uses it.
          </p>
        </ConfirmDialog>
      )}
    </AdminPanel>
  );
}

function MediaLibraryEntry({ item, onRemove }: { item: MediaLibraryItem; onRemove: () => void }) {
  const dimensions = item.width && item.height ? `${item.width} × ${item.height}` : 'size not known';
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <MediaThumbnail
        item={item}
        className="h-16 w-24 shrink-0 rounded-md border border-slate-200 bg-slate-100"
        iconClassName="size-6"
      />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold break-all text-slate-900">{mediaDisplayName(item)}</p>
        <p className="text-slate-600">
          {typeLabels[item.contentType]}, {dimensions}, {formatFileSize(item.byteSize)}, uploaded{' '}
          {formatDateTime(item.uploadedAt)} by {item.uploadedBy}
        </p>
        <MediaUsage item={item} />
      </div>
      {!isMediaInUse(item) && (
        <AdminButton onClick={onRemove} aria-label={`Remove the ${mediaName(item)}`}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove
        </AdminButton>
      )}
    </li>
  );
}

function MediaUsage({ item }: { item: MediaLibraryItem }) {
  const { publishedIn, inEarlierRevision } = item.usage;
  if (publishedIn.length > 0) {
    return <p className="text-green-800">In use on {publishedIn.map((use) => use.title).join(', ')}</p>;
  }
  if (inEarlierRevision) {
    return <p className="text-slate-700">Used by an earlier revision, so it stays for a restore</p>;
  }
  return <p className="text-slate-700">Not used</p>;
}

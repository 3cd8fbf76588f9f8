import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Eye, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ContentPreview, FieldSchema } from '#shared/content.js';
import { adminErrorMessage, isUnauthorized } from '#web/features/admin/api/admin-api.js';
import { AdminButton } from '#web/features/admin/components/admin-button.js';
import { AdminPanel } from '#web/features/admin/components/admin-panel.js';
import { ConfirmDialog } from '#web/features/admin/components/confirm-dialog.js';
import { useAdminApi } from '#web/features/admin/session/admin-session-context.js';
import { ApiError } from '#web/lib/api-client.js';
import { contentDocumentKey, contentKey, mediaLibraryKey, useContentDocument } from './content-queries.js';
import { PreviewLinks } from './preview-links.js';
import { RevisionHistory } from './revision-history.js';
import { type DocumentPath, dotPath, withValueAt } from './schema-form/document-paths.js';
import { SchemaForm } from './schema-form/schema-form.js';
import { fieldId, revealField, type UploadMedia } from './schema-form/schema-form-context.js';
import { useLeaveWarning } from './use-leave-warning.js';

type CollectionEditorProps = {
  collection: string;
  /** What the admin calls it: 'Job openings'. */
  title: string;
  /** Its form, as JSON Schema. */
  schema: FieldSchema;
  /** A field to show first (dot path), when the editor opened from the launch checklist. */
  focusPath?: string;
  onClose: () => void;
};

/** The form's document, the revision it started from, and whether it differs from what is published. */
type Draft = { document: Record<string, unknown>; baseRevision: number };

type Status =
  | { phase: 'editing' }
  | { phase: 'publishing' }
  | { phase: 'published'; text: string }
  | { phase: 'previewing' }
  | { phase: 'previewed'; text: string }
  /** The check at publish or at preview refused fields: `errors` names them. */
  | { phase: 'invalid'; refused: 'Not published' | 'No preview' }
  | { phase: 'conflict' }
  | { phase: 'failed'; text: string };

/** What the admin is asked to confirm before the form's unpublished changes are dropped. */
type Leaving = 'close' | 'reload' | null;

/**
 * One collection's editor: the form built from its schema, Preview (the pages that show the
 * collection, with the form's changes, in a new tab, nothing published), Publish (a new revision,
 * refused with every invalid field named, or with a conflict when someone else published first;
 * nothing typed is lost either way), and the collection's history with restore.
 */
export function CollectionEditor({ collection, title, schema, focusPath, onClose }: CollectionEditorProps) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const published = useContentDocument(collection);
  const idPrefix = `${useId()}-`;
  const summaryRef = useRef<HTMLHeadingElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>({ phase: 'editing' });
  const [leaving, setLeaving] = useState<Leaving>(null);
  /** The latest preview of the form as it is; gone at the next change. */
  const [preview, setPreview] = useState<ContentPreview | null>(null);
  const unsavedChanges = draft !== null;
  useLeaveWarning(unsavedChanges);

  const current: Draft | undefined =
    draft ?? (published.data && { document: published.data.document, baseRevision: published.data.revision });

  // The button that opened the editor is gone: the keyboard starts at the editor's heading, or, when
  // opened from the launch checklist, at that field once the form is there.
  const loaded = current !== undefined;
  useEffect(() => {
    if (!focusPath) headingRef.current?.focus();
  }, [focusPath]);
  useEffect(() => {
    if (loaded && focusPath) revealField(fieldId(idPrefix, focusPath.split('.')));
  }, [loaded, focusPath, idPrefix]);

  useEffect(() => {
    if (status.phase === 'invalid') summaryRef.current?.focus();
  }, [status]);

  function change(path: DocumentPath, value: unknown) {
    // From the latest draft: an upload that ends later must not undo what was typed meanwhile.
    setDraft((previous) => {
      const base = previous ?? current;
      if (!base) return previous;
      return { ...base, document: withValueAt(base.document, path, value) as Record<string, unknown> };
    });
    // The message of a changed field (or of anything inside it) goes; the check at publish is the judge.
    const changed = dotPath(path);
    setErrors((previous) =>
      Object.fromEntries(
        Object.entries(previous).filter(([key]) => key !== changed && !key.startsWith(`${changed}.`)),
      ),
    );
    if (status.phase === 'published' || status.phase === 'previewed') setStatus({ phase: 'editing' });
    setPreview(null);
  }

  /** The server's 400 with a message per field: shown beside each field and in the summary. */
  function refusedFields(error: unknown): Record<string, string> | undefined {
    return error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0
      ? error.fields
      : undefined;
  }

  async function showPreview() {
    if (!current || status.phase === 'publishing' || status.phase === 'previewing') return;
    setStatus({ phase: 'previewing' });
    try {
      const created = await api.previewContent(collection, current.document);
      setPreview(created);
      setErrors({});
      setStatus({
        phase: 'previewed',
        text: `Preview ready: ${created.pages.length === 1 ? '1 page' : `${created.pages.length} pages`} with your changes, not published.`,
      });
    } catch (error) {
      if (isUnauthorized(error)) return;
      const fields = refusedFields(error);
      if (fields) {
        setErrors(fields);
        setStatus({ phase: 'invalid', refused: 'No preview' });
      } else {
        setStatus({ phase: 'failed', text: `No preview: ${adminErrorMessage(error)}` });
      }
    }
  }

  /** An upload, which the media library then lists. */
  const uploadMedia: UploadMedia = async (file, onProgress, signal) => {
    const uploaded = await api.uploadMedia(file, onProgress, signal);
    void queryClient.invalidateQueries({ queryKey: mediaLibraryKey });
    return uploaded;
  };

  /** Shows the published revision in the form, dropping the draft. */
  async function loadPublished() {
    await queryClient.invalidateQueries({ queryKey: contentKey });
    await queryClient.refetchQueries({ queryKey: contentDocumentKey(collection) });
    setDraft(null);
    setErrors({});
  }

  async function publish() {
    if (!current || status.phase === 'publishing' || status.phase === 'previewing') return;
    setStatus({ phase: 'publishing' });
    try {
      const revision = await api.saveContent(collection, current.document, current.baseRevision);
      await loadPublished();
      setStatus({
        phase: 'published',
        text: `Published revision ${revision} of ${title}. The site shows it from the next page load.`,
      });
    } catch (error) {
      if (isUnauthorized(error)) return;
      const fields = refusedFields(error);
      if (fields) {
        setErrors(fields);
        setStatus({ phase: 'invalid', refused: 'Not published' });
      } else if (error instanceof ApiError && error.status === 409) {
        setStatus({ phase: 'conflict' });
      } else {
        setStatus({ phase: 'failed', text: `Not published: ${adminErrorMessage(error)}` });
      }
    }
  }

  async function leave(choice: Exclude<Leaving, null>) {
    setLeaving(null);
    if (choice === 'close') {
      onClose();
      return;
    }
    await loadPublished();
    setStatus({ phase: 'editing' });
  }

  const errorEntries = Object.entries(errors);
  const liveText =
    status.phase === 'publishing'
      ? 'Publishing...'
      : status.phase === 'previewing'
        ? 'Preparing the preview...'
        : status.phase === 'published' || status.phase === 'previewed' || status.phase === 'failed'
          ? status.text
          : '';
  const busy = status.phase === 'publishing' || status.phase === 'previewing';

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <AdminButton onClick={() => (unsavedChanges ? setLeaving('close') : onClose())}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          All site content
        </AdminButton>
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {current && <span className="text-sm text-slate-600">Editing revision {current.baseRevision}</span>}
      </div>

      {status.phase === 'conflict' && (
        <div
          role="alert"
          className="rounded-lg border border-amber-400 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <p className="font-semibold">Someone else saved {title} since you opened it.</p>
          <p className="mt-1">
            Your changes were not published and are still in the form. Reload to see their change, then make
            yours again.
          </p>
          <AdminButton className="mt-2" onClick={() => setLeaving('reload')}>
            Reload their version
          </AdminButton>
        </div>
      )}

      {status.phase === 'invalid' && errorEntries.length > 0 && (
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <h3 ref={summaryRef} tabIndex={-1} className="font-semibold">
            {status.refused}:{' '}
            {errorEntries.length === 1 ? '1 field needs' : `${errorEntries.length} fields need`} attention
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {errorEntries.map(([path, message]) => (
              <li key={path}>
                <a
                  href={`#${fieldId(idPrefix, path.split('.'))}`}
                  className="underline"
                  onClick={(event) => {
                    if (revealField(fieldId(idPrefix, path.split('.')))) event.preventDefault();
                  }}
                >
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0">
          {published.error && !current ? (
            <p role="alert" className="text-sm text-red-700">
              {adminErrorMessage(published.error)}
            </p>
          ) : !current ? (
            <p className="text-sm text-slate-700">Loading {title}...</p>
          ) : (
            <AdminPanel title="Content">
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  void publish();
                }}
              >
                <SchemaForm
                  schema={schema}
                  document={current.document}
                  idPrefix={idPrefix}
                  errors={errors}
                  onChange={change}
                  uploadMedia={uploadMedia}
                />
                <div className="sticky bottom-0 -mx-4 mt-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3">
                  <AdminButton
                    type="submit"
                    variant="primary"
                    aria-disabled={busy}
                    className="aria-disabled:cursor-wait aria-disabled:bg-brand-600/60"
                  >
                    <Send aria-hidden="true" className="size-4" />
                    {status.phase === 'publishing' ? 'Publishing...' : 'Publish'}
                  </AdminButton>
                  <AdminButton
                    aria-disabled={busy}
                    className="aria-disabled:cursor-wait"
                    onClick={() => void showPreview()}
                  >
                    <Eye aria-hidden="true" className="size-4" />
                    {status.phase === 'previewing' ? 'Preparing preview...' : 'Preview'}
                  </AdminButton>
                  <span className="text-sm text-slate-600">
                    {unsavedChanges ? 'Unpublished changes' : 'No changes since the published revision'}
                  </span>
                </div>
              </form>
            </AdminPanel>
          )}
          <div
            role="status"
            className={
              liveText
                ? `mt-3 rounded-lg border px-4 py-3 text-sm ${status.phase === 'failed' ? 'border-red-300 bg-red-50 text-red-800' : 'border-green-300 bg-green-50 text-green-800'}`
                : 'sr-only'
            }
          >
            {liveText}
          </div>
          {preview && (
            <div className="mt-3">
              <PreviewLinks preview={preview} title={title} />
            </div>
          )}
        </div>
        <RevisionHistory
          collection={collection}
          baseRevision={current?.baseRevision}
          unsavedChanges={unsavedChanges}
          onRestored={async (revision, restoredFrom) => {
            await loadPublished();
            setStatus({
              phase: 'published',
              text: `Restored revision ${restoredFrom} of ${title} as revision ${revision}. The site shows it from the next page load.`,
            });
          }}
        />
      </div>

      {leaving && (
        <ConfirmDialog
          title="Drop your unpublished changes?"
          confirmLabel={leaving === 'close' ? 'Drop changes and leave' : 'Drop changes and reload'}
          busyLabel="Loading..."
          onConfirm={() => void leave(leaving)}
          onCancel={() => setLeaving(null)}
        >
          <p>The changes you made to {title} since the last publish are not saved anywhere else.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

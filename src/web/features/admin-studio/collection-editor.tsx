import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ContentPreview, FieldSchema } from '#shared/content.js';
import type { ContentDraftSaveRequest } from '#shared/content-drafts.js';
import {
  CHECKED_TRANSLATIONS_PROPERTY,
  TRANSLATIONS_PROPERTY,
  withCheckedTranslations,
} from '#shared/content-translations.js';
import {
  discardContentDraftEndpoint,
  previewContentDraftsEndpoint,
  publishContentDraftsEndpoint,
  saveContentDraftEndpoint,
} from '#shared/endpoints/content.js';
import { uploadMediaEndpoint } from '#shared/endpoints/media.js';
import type { SiteLanguage } from '#shared/languages.js';
import { mediaUploadFieldName } from '#shared/media.js';
import { adminErrorMessage, isUnauthorized } from '#web/admin/api/admin-caller.js';
import {
  contentDocumentKey,
  contentDraftKey,
  contentKey,
  useContentCollections,
  useContentDocument,
  useContentDraft,
  useContentDrafts,
  useContentRevisions,
} from '#web/admin/api/content-queries.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { AdminPanel } from '#web/admin/components/admin-panel.js';
import { ConfirmDialog } from '#web/admin/components/confirm-dialog.js';
import { useAdminCaller, useSignedInAccountId } from '#web/admin/session/admin-session-context.js';
import {
  type DocumentPath,
  dotPath,
  fieldId,
  revealField,
  SchemaForm,
} from '#web/features/admin-content-form/index.js';
import { mediaLibraryKey, type UploadMedia } from '#web/features/admin-media/index.js';
import { ApiError } from '#web/lib/api-client.js';
import { changedItemAnchor } from './changed-item-anchor.js';
import { DraftOffer } from './draft-offer.js';
import { useFieldChecks } from './field-checks.js';
import { OtherDrafts } from './other-drafts.js';
import { type EditorStatus, listed, PublishBar } from './publish-bar.js';
import { RevisionHistory } from './revision-history.js';
import { otherLanguages, TranslationPicker } from './translation-picker.js';
import { autosaveText, readPendingDraft, useDraftAutosave } from './use-draft-autosave.js';
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

/** The publish bar's status; a conflict keeps the server's message for the notice at the top. */
type Status = Exclude<EditorStatus, { phase: 'conflict' }> | { phase: 'conflict'; text: string };

/**
 * One collection's editor: the form built from its schema, kept as the person's draft on the
 * server a second after typing stops (and offered back when the editor opens again); Preview (the
 * pages that show the drafts, opened on the changed item in a new tab, nothing published) and
 * Publish (a new revision of this and each chosen other draft, as one change, refused with every
 * invalid field named, or with what changed when someone else published first; nothing typed is
 * lost either way), and the collection's history with restore.
 */
export function CollectionEditor({ collection, title, schema, focusPath, onClose }: CollectionEditorProps) {
  const caller = useAdminCaller();
  const queryClient = useQueryClient();
  const published = useContentDocument(collection);
  const idPrefix = `${useId()}-`;
  const formId = `${idPrefix}form`;
  const summaryRef = useRef<HTMLHeadingElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>({ phase: 'editing' });
  const [confirmingReload, setConfirmingReload] = useState(false);
  /** The latest preview of the drafts as they are; gone at the next change. */
  const [preview, setPreview] = useState<ContentPreview | null>(null);
  /** The other collections whose drafts go with this one into a preview and a publish. */
  const [together, setTogether] = useState<string[]>([]);
  /**
   * The language shown beside English, for its translations: at first the one of the translation
   * the editor opened on, when the launch checklist opened it on one ('translations.bn.title').
   */
  const [translateInto, setTranslateInto] = useState<SiteLanguage | undefined>(() => {
    const [property, code] = focusPath?.split('.') ?? [];
    return property === TRANSLATIONS_PROPERTY
      ? otherLanguages.find((language) => language.code === code)
      : undefined;
  });

  const saveDraft = useCallback(
    (name: string, value: ContentDraftSaveRequest) =>
      caller.send(saveContentDraftEndpoint, { params: { collection: name }, body: value }),
    [caller],
  );
  const accountId = useSignedInAccountId();
  const autosave = useDraftAutosave(accountId, collection, saveDraft);
  const unsavedChanges = draft !== null;
  /** Set by typing: only what the person changes is sent as a draft. */
  const edited = useRef(false);
  useEffect(() => {
    if (draft && edited.current) autosave.schedule(draft);
  }, [draft, autosave.schedule]);
  useLeaveWarning(['saving', 'offline', 'failed'].includes(autosave.state.phase));

  // A draft left here before: the one this browser has not sent yet is the newer, else the server's.
  const serverDraft = useContentDraft(collection);
  // The next opening reads the draft afresh: the one saved while this editor was open is offered.
  useEffect(
    () => () => queryClient.removeQueries({ queryKey: contentDraftKey(collection) }),
    [queryClient, collection],
  );
  const pendingDraft = useMemo(() => readPendingDraft(accountId, collection), [accountId, collection]);
  const [offerAnswered, setOfferAnswered] = useState(false);
  const offered =
    offerAnswered || serverDraft.isPending
      ? undefined
      : pendingDraft
        ? { ...pendingDraft, sent: false }
        : serverDraft.data
          ? { ...serverDraft.data, changedAt: serverDraft.data.updatedAt, sent: true }
          : undefined;

  const drafts = useContentDrafts();
  const collections = useContentCollections();
  const titleOf = (name: string) =>
    collections.data?.find((summary) => summary.collection === name)?.title ?? name;
  const otherDrafts = (drafts.data ?? []).filter((entry) => entry.collection !== collection);
  const chosen = together.filter((name) => otherDrafts.some((entry) => entry.collection === name));
  const changeTitle = listed([title, ...chosen.map(titleOf)]);

  const current: Draft | undefined =
    draft ?? (published.data && { document: published.data.document, baseRevision: published.data.revision });

  // The schema's checks as the person types; the server's refusals (`errors`) stay until their field changes.
  const checks = useFieldChecks(collection, schema, current?.document);
  const fieldErrors = useMemo(() => ({ ...errors, ...checks.visible }), [errors, checks.visible]);
  /** Refuses a publish or preview of a form with invalid fields, every message shown; true when it did. */
  function refusedByChecks(what: 'Not published' | 'No preview'): boolean {
    if (Object.keys(checks.messages).length === 0) return false;
    checks.showAll();
    setStatus({ phase: 'invalid', refused: what });
    return true;
  }

  // The form shows once the published document and any draft are read and an offered draft is
  // answered; before that there is a loading line or the offer in its place.
  const formShown = current !== undefined && !serverDraft.isPending && !offered;
  // The button that opened the editor is gone: the keyboard starts at the editor's heading, or, when
  // opened from the launch checklist, at that field once the form is there.
  useEffect(() => {
    if (!focusPath) headingRef.current?.focus();
  }, [focusPath]);
  useEffect(() => {
    if (formShown && focusPath) revealField(fieldId(idPrefix, focusPath.split('.')));
  }, [formShown, focusPath, idPrefix]);

  useEffect(() => {
    if (status.phase === 'invalid') summaryRef.current?.focus();
  }, [status]);

  /** The form changed what is at `path` (`update` makes the new document from the latest one). */
  function change(
    path: DocumentPath,
    update: (document: Record<string, unknown>) => Record<string, unknown>,
  ) {
    edited.current = true;
    // From the latest draft: an upload that ends later must not undo what was typed meanwhile.
    setDraft((previous) => {
      const base = previous ?? current;
      if (!base) return previous;
      return { ...base, document: update(base.document) };
    });
    // The server's message of a changed field (or of anything inside it) goes; the live checks judge it now.
    const changed = dotPath(path);
    setErrors((previous) =>
      Object.fromEntries(
        Object.entries(previous).filter(([key]) => key !== changed && !key.startsWith(`${changed}.`)),
      ),
    );
    if (['published', 'restored', 'previewed'].includes(status.phase)) setStatus({ phase: 'editing' });
    setPreview(null);
  }

  /** The server's 400 with a message per field: shown beside each field and in the summary. */
  function refusedFields(error: unknown): Record<string, string> | undefined {
    return error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0
      ? error.fields
      : undefined;
  }

  /** Sends the form as the person's draft now; false (with the status saying why) when it could not. */
  async function draftSent(refused: string): Promise<boolean> {
    if (!current) return false;
    autosave.schedule(current);
    if (await autosave.flush()) return true;
    setStatus({
      phase: 'failed',
      text: `${refused}: your draft could not be saved. ${autosaveText(autosave.state)}`,
    });
    return false;
  }

  /** The server's refusal of this collection's fields, or of another draft's (named in its message). */
  function refused(error: unknown, what: 'Not published' | 'No preview') {
    const fields = refusedFields(error);
    if (fields && error instanceof Error && error.message.startsWith(`${title}, `)) {
      setErrors(fields);
      setStatus({ phase: 'invalid', refused: what });
    } else if (error instanceof ApiError && error.status === 409) {
      setStatus({ phase: 'conflict', text: error.message });
    } else {
      setStatus({ phase: 'failed', text: `${what}: ${adminErrorMessage(error)}` });
    }
  }

  async function showPreview() {
    if (!current || status.phase === 'publishing' || status.phase === 'previewing') return;
    if (refusedByChecks('No preview')) return;
    setStatus({ phase: 'previewing' });
    if (!(await draftSent('No preview'))) return;
    try {
      const created = await caller.send(previewContentDraftsEndpoint, {
        body: { collections: [collection, ...chosen] },
      });
      setPreview(created);
      setErrors({});
      setStatus({ phase: 'previewed', pages: created.pages.length });
    } catch (error) {
      if (isUnauthorized(error)) return;
      refused(error, 'No preview');
    }
  }

  /** An upload, which the media library then lists. */
  const uploadMedia: UploadMedia = async (file, onProgress, signal) => {
    const formData = new FormData();
    formData.append(mediaUploadFieldName, file);
    const uploaded = await caller.upload(uploadMediaEndpoint, formData, { onProgress, signal });
    void queryClient.invalidateQueries({ queryKey: mediaLibraryKey });
    return uploaded;
  };

  /** Shows the published revision in the form (the draft was published or discarded). */
  async function loadPublished() {
    autosave.cancel();
    edited.current = false;
    // A preview of the draft is no preview of what is published now.
    setPreview(null);
    await queryClient.invalidateQueries({ queryKey: contentKey });
    await queryClient.refetchQueries({ queryKey: contentDocumentKey(collection) });
    setDraft(null);
    setErrors({});
  }

  async function discardDraft() {
    autosave.cancel();
    try {
      await caller.send(discardContentDraftEndpoint, { params: { collection } });
    } catch (error) {
      // None on the server (only this browser had it): nothing more to drop.
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }

  async function answerOffer(choice: 'continue' | 'discard') {
    if (!offered) return;
    setOfferAnswered(true);
    if (choice === 'discard') {
      await discardDraft().catch((error: unknown) =>
        setStatus({ phase: 'failed', text: `The draft was not discarded: ${adminErrorMessage(error)}` }),
      );
      return;
    }
    // The one only this browser had still goes to the server.
    edited.current = !offered.sent;
    setDraft({ document: offered.document, baseRevision: offered.baseRevision });
  }

  async function publish() {
    if (!current || status.phase === 'publishing' || status.phase === 'previewing') return;
    if (refusedByChecks('Not published')) return;
    setStatus({ phase: 'publishing' });
    if (!(await draftSent('Not published'))) return;
    try {
      const { revisions } = await caller.send(publishContentDraftsEndpoint, {
        body: { collections: [collection, ...chosen] },
      });
      const revision = revisions.find((entry) => entry.collection === collection)?.revision;
      await loadPublished();
      setTogether([]);
      setStatus({ phase: 'published', revision, together: chosen.map(titleOf) });
    } catch (error) {
      if (isUnauthorized(error)) return;
      refused(error, 'Not published');
    }
  }

  /**
   * Publishes only the form's translations into `language` ("Publish Bengali only"): the server
   * takes the revision the draft started from with that language's translations from the draft,
   * and checks it whole. The rest of the draft stays unpublished, now based on the new revision.
   */
  async function publishLanguage(language: SiteLanguage) {
    if (!current || status.phase === 'publishing' || status.phase === 'previewing') return;
    setStatus({ phase: 'publishing', language: language.englishName });
    if (!(await draftSent('Not published'))) return;
    try {
      const { revisions } = await caller.send(publishContentDraftsEndpoint, {
        body: { collections: [collection], language: language.code },
      });
      const revision = revisions.find((entry) => entry.collection === collection)?.revision;
      if (revision !== undefined)
        setDraft((previous) => (previous ? { ...previous, baseRevision: revision } : previous));
      // What is published, its history and the checklist are read again; the draft is not (it is
      // the form's, and a fresh read would be offered as a draft left here before).
      const draftKey = JSON.stringify(contentDraftKey(collection));
      await queryClient.invalidateQueries({
        queryKey: contentKey,
        predicate: (query) => JSON.stringify(query.queryKey) !== draftKey,
      });
      setErrors({});
      setStatus({ phase: 'published', revision, together: [], language: language.englishName });
    } catch (error) {
      if (isUnauthorized(error)) return;
      refused(error, 'Not published');
    }
  }

  /** After a conflict: the published version in the form, the person's draft dropped. */
  async function reloadTheirs() {
    setConfirmingReload(false);
    await discardDraft().catch(() => undefined);
    await loadPublished();
    setStatus({ phase: 'editing' });
  }

  function close() {
    // What is still waiting is sent on its way (and kept in the browser until the server has it).
    void autosave.flush();
    onClose();
  }

  const errorEntries = Object.entries(fieldErrors);
  // What the publish changed, as the History says it, once the history is read again.
  const revisions = useContentRevisions(collection);
  const publishedChanges =
    status.phase === 'published'
      ? revisions.data?.find((revision) => revision.revision === status.revision)?.summary
      : undefined;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <AdminButton onClick={close}>
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
          <p className="mt-1">{status.text}</p>
          <p className="mt-1">
            Your changes were not published and are still in the form and your draft. Reload to see their
            change, then make yours again.
          </p>
          <AdminButton className="mt-2" onClick={() => setConfirmingReload(true)}>
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
          ) : !current || serverDraft.isPending ? (
            <p className="text-sm text-slate-700">Loading {title}...</p>
          ) : offered ? (
            <DraftOffer
              changedAt={offered.changedAt}
              busy={false}
              onContinue={() => void answerOffer('continue')}
              onDiscard={() => void answerOffer('discard')}
            />
          ) : (
            <AdminPanel title="Content">
              <form
                id={formId}
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  void publish();
                }}
              >
                <TranslationPicker
                  schema={schema}
                  document={current.document}
                  title={title}
                  chosen={translateInto}
                  onChoose={setTranslateInto}
                  sampleTranslations={published.data?.sampleTranslations ?? {}}
                  onCheckSamples={(language, keys) =>
                    change([CHECKED_TRANSLATIONS_PROPERTY, language.code], (document) =>
                      withCheckedTranslations(document, language.code, keys),
                    )
                  }
                />
                <SchemaForm
                  collection={collection}
                  translateInto={translateInto}
                  sampleTranslations={published.data?.sampleTranslations}
                  schema={schema}
                  document={current.document}
                  idPrefix={idPrefix}
                  errors={fieldErrors}
                  onChange={change}
                  onFieldLeft={checks.showField}
                  uploadMedia={uploadMedia}
                />
                <OtherDrafts drafts={otherDrafts} titleOf={titleOf} chosen={chosen} onChange={setTogether} />
              </form>
            </AdminPanel>
          )}
        </div>
        <RevisionHistory
          collection={collection}
          baseRevision={current?.baseRevision}
          unsavedChanges={unsavedChanges}
          onRestored={async (revision, restoredFrom) => {
            // The restored revision replaces the draft, as the restore's confirmation said.
            await discardDraft().catch(() => undefined);
            await loadPublished();
            setStatus({ phase: 'restored', revision, restoredFrom });
          }}
        />
      </div>

      {formShown && current && (
        <PublishBar
          formId={formId}
          status={status}
          title={title}
          publishedChanges={publishedChanges}
          unpublished={unsavedChanges || chosen.length > 0}
          autosaveText={autosaveText(autosave.state)}
          preview={
            preview
              ? {
                  preview,
                  title: changeTitle,
                  anchor: changedItemAnchor(collection, published.data?.document, current.document),
                }
              : undefined
          }
          onPreview={() => void showPreview()}
          publishLanguage={
            translateInto && unsavedChanges
              ? { name: translateInto.englishName, onPublish: () => void publishLanguage(translateInto) }
              : undefined
          }
        />
      )}

      {confirmingReload && (
        <ConfirmDialog
          title="Drop your unpublished changes?"
          confirmLabel="Drop changes and reload"
          busyLabel="Loading..."
          onConfirm={() => void reloadTheirs()}
          onCancel={() => setConfirmingReload(false)}
        >
          <p>Your draft of {title} is discarded and the form shows what is published now.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type { OpeningsAdminList, OpeningsHistoryEntry } from '#content/index.js';
import type { StaffSession } from '#shared/accounts.js';
import type {
  AnalyticsSummary,
  ChatsPage,
  DailyActivity,
  ExportDataset,
  LocationsReport,
  RankedItem,
  Timeframe,
  VisitorsPage,
} from '#shared/analytics.js';
import type { AuditFilter } from '#shared/audit.js';
import type {
  ApplicationStatus,
  ApplicationStatusChange,
  ApplicationsPage,
  ApplicationsQuery,
} from '#shared/careers.js';
import type {
  CollectionSummary,
  ContentDocument,
  ContentPreview,
  ContentRevision,
  FieldSchema,
  KeptChecklistItem,
  LaunchChecklistItem,
} from '#shared/content.js';
import type { ContentDraft, ContentDraftSaveRequest, ContentDraftSummary } from '#shared/content-drafts.js';
import { auditPageEndpoint } from '#shared/endpoints/audit.js';
import type {
  EnquiriesPage,
  EnquiriesQuery,
  EnquiryDetail,
  EnquiryOffices,
  EnquirySummary,
  EnquiryUpdate,
} from '#shared/enquiries.js';
import type { FocalPoint, MediaLibraryItem, UploadedMedia } from '#shared/media.js';
import type { AccountFactors, FactorAdded, TotpEnrollment } from '#shared/second-factor.js';
import { createAdminCaller, isFactorSetupRequired, isUnauthorized } from '#web/admin/api/admin-caller.js';
import type { NewPasskeyAnswer } from '#web/admin/lib/passkey-ceremony.js';
import { ApiError, apiJson, apiRequest } from '#web/lib/api-client.js';
import { apiUpload, type UploadProgress } from '#web/lib/api-upload.js';

type RankingKind = 'top-pages' | 'referrers' | 'browsers' | 'devices';

function query(parameters: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(parameters)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const DRAFTS_PATH = '/api/admin/content/drafts';

function draftPath(collection: string): string {
  return `${DRAFTS_PATH}/${encodeURIComponent(collection)}`;
}

function contentPath(collection: string): string {
  return `/api/content/${encodeURIComponent(collection)}`;
}

/**
 * TRANSITIONAL (issue 44): the admin calls not yet moved to a feature's `api.ts` over shared
 * endpoint definitions. Every admin call, made with the session's token. A 401 from any of them ends the session
 * (`onUnauthorized` sends the admin back to the login view) before the error reaches the caller;
 * a 403 for want of a second factor (`onFactorSetupRequired`) has the session read again, so the
 * dashboard shows only what setting one up needs.
 */
export function createAdminApi(token: string, onUnauthorized: () => void, onFactorSetupRequired: () => void) {
  const caller = createAdminCaller(token, onUnauthorized, onFactorSetupRequired);
  async function guarded<T>(call: Promise<T>): Promise<T> {
    try {
      return await call;
    } catch (error) {
      if (isUnauthorized(error)) onUnauthorized();
      if (isFactorSetupRequired(error)) onFactorSetupRequired();
      throw error;
    }
  }
  const getData = async <T>(path: string, signal?: AbortSignal) =>
    (await guarded(apiJson<T>(path, { token, signal }))).data;
  const getFile = async (path: string) => (await guarded(apiRequest(path, { token }))).blob();

  return {
    summary: (timeframe: Timeframe, signal?: AbortSignal) =>
      getData<AnalyticsSummary>(`/api/analytics/summary${query({ timeframe })}`, signal),
    visitors: (timeframe: Timeframe, limit: number, offset: number, signal?: AbortSignal) =>
      getData<VisitorsPage>(`/api/analytics/visitors${query({ timeframe, limit, offset })}`, signal),
    chats: (timeframe: Timeframe, limit: number, offset: number, signal?: AbortSignal) =>
      getData<ChatsPage>(`/api/analytics/chats${query({ timeframe, limit, offset })}`, signal),
    locations: (timeframe: Timeframe, signal?: AbortSignal) =>
      getData<LocationsReport>(`/api/analytics/locations${query({ timeframe })}`, signal),
    timeseries: async (timeframe: Timeframe, signal?: AbortSignal) =>
      (await getData<{ days: DailyActivity[] }>(`/api/analytics/timeseries${query({ timeframe })}`, signal))
        .days,
    ranking: async (kind: RankingKind, timeframe: Timeframe, limit: number, signal?: AbortSignal) =>
      (await getData<{ items: RankedItem[] }>(`/api/analytics/${kind}${query({ timeframe, limit })}`, signal))
        .items,
    exportCsv: (timeframe: Timeframe, dataset: ExportDataset) =>
      getFile(`/api/analytics/export${query({ timeframe, dataset })}`),

    applications: (request: ApplicationsQuery, signal?: AbortSignal) =>
      getData<ApplicationsPage>(`/api/careers/applications${query(request)}`, signal),
    updateStatus: async (id: number, status: ApplicationStatus) =>
      (
        await guarded(
          apiJson(`/api/careers/applications/${id}/status`, { method: 'PATCH', token, json: { status } }),
        )
      ).message,
    history: async (id: number, signal?: AbortSignal) =>
      (
        await getData<{ history: ApplicationStatusChange[] }>(
          `/api/careers/applications/${id}/history`,
          signal,
        )
      ).history,
    resume: (id: number) => getFile(`/api/careers/applications/${id}/resume`),

    /** HR's openings with their applicant counts, and the revision the next change is made on. */
    openings: (signal?: AbortSignal) => getData<OpeningsAdminList>('/api/careers/openings', signal),
    /**
     * A change to the openings (create, save, duplicate, open/close, delete, reorder): the new
     * revision and the Job ID concerned; 400 names the invalid fields, 409 says why not.
     */
    changeOpenings: async (method: 'POST' | 'PUT' | 'DELETE', path: string, json?: object) =>
      (
        await guarded(
          apiJson<{ revision: number; id: string }>(`/api/careers/openings${path}`, { method, token, json }),
        )
      ).data,
    openingsHistory: async (signal?: AbortSignal) =>
      (await getData<{ entries: OpeningsHistoryEntry[] }>('/api/careers/openings/history', signal)).entries,
    openingCounts: async (id: string, signal?: AbortSignal) =>
      (
        await getData<{ counts: Record<ApplicationStatus, number> }>(
          `/api/careers/openings/${encodeURIComponent(id)}/counts`,
          signal,
        )
      ).counts,
    /** A content collection's published document and its revision. */
    contentDocument: (collection: string, signal?: AbortSignal) =>
      getData<ContentDocument>(contentPath(collection), signal),
    /** Every content collection with its published revision and last change. */
    contentCollections: async (signal?: AbortSignal) =>
      (await getData<{ collections: CollectionSummary[] }>('/api/content', signal)).collections,
    /** Every published value that is still a sample. */
    launchChecklist: async (signal?: AbortSignal) =>
      await getData<{ items: LaunchChecklistItem[]; kept: KeptChecklistItem[] }>(
        '/api/content/checklist',
        signal,
      ),
    /** Keeps a checklist value as it is: it leaves the count, recorded with who and when. */
    keepSample: async (item: LaunchChecklistItem) =>
      (
        await guarded(
          apiJson<KeptChecklistItem>('/api/content/checklist/keeps', {
            method: 'POST',
            token,
            json: { collection: item.collection, path: item.path, value: item.value },
          }),
        )
      ).data,
    /** Each collection's form, as JSON Schema. */
    editorSchemas: async (signal?: AbortSignal) =>
      (await getData<{ schemas: Record<string, FieldSchema> }>('/api/content/schemas', signal)).schemas,
    contentRevisions: async (collection: string, signal?: AbortSignal) =>
      (await getData<{ revisions: ContentRevision[] }>(`${contentPath(collection)}/revisions`, signal))
        .revisions,
    /** What restoring `revision` would change on the published content, in sentences. */
    restoreSummary: async (collection: string, revision: number, signal?: AbortSignal) =>
      (
        await getData<{ summary: string[] }>(
          `${contentPath(collection)}/revisions/${revision}/restore-summary`,
          signal,
        )
      ).summary,
    /** The signed-in person's unpublished drafts, without their documents. */
    contentDrafts: async (signal?: AbortSignal) =>
      (await getData<{ drafts: ContentDraftSummary[] }>(DRAFTS_PATH, signal)).drafts,
    /** The person's draft of a collection; undefined when they have none. */
    contentDraft: async (collection: string, signal?: AbortSignal) => {
      try {
        return await getData<ContentDraft>(draftPath(collection), signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return undefined;
        throw error;
      }
    },
    /** Keeps the form as the person's draft (any JSON, checked only at preview and publish). */
    saveContentDraft: async (collection: string, draft: ContentDraftSaveRequest) =>
      (
        await guarded(
          apiJson<ContentDraftSummary>(draftPath(collection), { method: 'PUT', token, json: draft }),
        )
      ).data,
    discardContentDraft: async (collection: string) => {
      await guarded(apiJson(draftPath(collection), { method: 'DELETE', token }));
    },
    /** One 30-minute preview of the person's drafts of `collections`; 400 names the invalid fields. */
    previewContentDrafts: async (collections: string[]) =>
      (
        await guarded(
          apiJson<ContentPreview>(`${DRAFTS_PATH}/previews`, {
            method: 'POST',
            token,
            json: { collections },
          }),
        )
      ).data,
    /**
     * Publishes the person's drafts of `collections` as one change (every one or none); 400 names the
     * invalid fields, 409 a conflict.
     */
    publishContentDrafts: async (collections: string[]) =>
      (
        await guarded(
          apiJson<{ revisions: { collection: string; revision: number }[] }>(`${DRAFTS_PATH}/publish`, {
            method: 'POST',
            token,
            json: { collections },
          }),
        )
      ).data.revisions,
    /**
     * Publishes an earlier revision's document again, as the revision after `baseRevision`; 409 when
     * another revision was published since.
     */
    restoreContent: async (collection: string, revision: number, baseRevision: number) =>
      (
        await guarded(
          apiJson<{ revision: number }>(`${contentPath(collection)}/restore`, {
            method: 'POST',
            token,
            json: { revision, baseRevision },
          }),
        )
      ).data.revision,
    /** Uploads one image or video for the content (`POST /api/media`), reporting its progress. */
    uploadMedia: async (file: File, onProgress: (progress: UploadProgress) => void, signal?: AbortSignal) => {
      const formData = new FormData();
      formData.append('file', file);
      return (await guarded(apiUpload<UploadedMedia>('/api/media', formData, { token, signal, onProgress })))
        .data;
    },
    /** Every upload (or those whose name or description contains `search`), newest first, with where the content uses it. */
    mediaLibrary: async (search: string, signal?: AbortSignal) =>
      (
        await getData<{ media: MediaLibraryItem[] }>(
          `/api/media${query({ search: search || undefined })}`,
          signal,
        )
      ).media,
    /** Crops a photo's variants again around `focalPoint`; a 503 carries when to try again. */
    setFocalPoint: async (id: string, focalPoint: FocalPoint) =>
      (
        await guarded(
          apiJson<MediaLibraryItem>(`/api/media/${encodeURIComponent(id)}/focal-point`, {
            method: 'PUT',
            token,
            json: focalPoint,
          }),
        )
      ).data,
    /** Removes an upload no content revision uses; 409 says where it is used. */
    removeMedia: async (id: string) => {
      await guarded(apiJson(`/api/media/${encodeURIComponent(id)}`, { method: 'DELETE', token }));
    },

    enquiries: (request: EnquiriesQuery, signal?: AbortSignal) =>
      getData<EnquiriesPage>(`/api/admin/enquiries${query(request)}`, signal),
    enquiry: (id: number, signal?: AbortSignal) =>
      getData<EnquiryDetail>(`/api/admin/enquiries/${id}`, signal),
    enquirySummary: (signal?: AbortSignal) => getData<EnquirySummary>('/api/admin/enquiries/summary', signal),
    /** Every office (to reassign to) and the ids of those whose enquiries the person sees. */
    enquiryOffices: (signal?: AbortSignal) => getData<EnquiryOffices>('/api/admin/enquiries/offices', signal),
    /** A status change, a note and a reassignment, together; the enquiry as it now is. */
    updateEnquiry: async (id: number, update: EnquiryUpdate) =>
      (
        await guarded(
          apiJson<EnquiryDetail>(`/api/admin/enquiries/${id}`, { method: 'PATCH', token, json: update }),
        )
      ).data,
    exportEnquiries: (filters: Omit<EnquiriesQuery, 'limit' | 'offset'>) =>
      getFile(`/api/admin/enquiries/export${query(filters)}`),

    /** The signed-in person's own open sessions (device, address, last use; `current` is this one). */
    ownSessions: async (signal?: AbortSignal) =>
      (await getData<{ sessions: StaffSession[] }>('/api/auth/sessions', signal)).sessions,
    /** Ends one open session of the signed-in person. */
    endSession: async (id: number) => {
      await guarded(apiJson(`/api/auth/sessions/${id}`, { method: 'DELETE', token }));
    },

    /** The signed-in person's own second factors: passkeys, the app, recovery codes left. */
    secondFactors: (signal?: AbortSignal) => getData<AccountFactors>('/api/auth/second-factors', signal),
    /** Options for `startRegistration()`: a challenge for a new passkey of the signed-in person. */
    passkeyRegistrationOptions: async () =>
      (
        await guarded(
          apiJson<{ options: PublicKeyCredentialCreationOptionsJSON }>(
            '/api/auth/passkeys/registration-options',
            { method: 'POST', token },
          ),
        )
      ).data.options,
    /** Adds the passkey the browser made; the first factor brings the recovery codes (shown once). */
    addPasskey: async (passkey: { name: string; response: NewPasskeyAnswer }) =>
      (await guarded(apiJson<FactorAdded>('/api/auth/passkeys', { method: 'POST', token, json: passkey })))
        .data,
    /** Removes a passkey; 409 when it is the last factor of a role that must have one. */
    removePasskey: async (id: number) => {
      await guarded(apiJson(`/api/auth/passkeys/${id}`, { method: 'DELETE', token }));
    },
    /** Starts setting up an authenticator app: its secret and `otpauth://` URI, shown once. */
    startTotp: async () =>
      (await guarded(apiJson<TotpEnrollment>('/api/auth/totp', { method: 'POST', token }))).data,
    /** Turns the app on with a first code from it; 400 names a wrong code. */
    confirmTotp: async (code: string) =>
      (
        await guarded(
          apiJson<FactorAdded>('/api/auth/totp/confirm', { method: 'POST', token, json: { code } }),
        )
      ).data,
    /** Turns the app off; 409 when it is the last factor of a role that must have one. */
    removeTotp: async () => {
      await guarded(apiJson('/api/auth/totp', { method: 'DELETE', token }));
    },
    /** Ten new recovery codes (shown once); the old ones stop working. */
    newRecoveryCodes: async () =>
      (
        await guarded(
          apiJson<{ recoveryCodes: string[] }>('/api/auth/recovery-codes', { method: 'POST', token }),
        )
      ).data.recoveryCodes,
    /** One page of the audit log, newest first. */
    audit: (filter: AuditFilter & { page: number }, signal?: AbortSignal) =>
      caller.send(auditPageEndpoint, { query: filter, signal }),
    exportAudit: (filter: AuditFilter) => getFile(`/api/admin/audit/export${query(filter)}`),

    /** Removes the application, its status history and its resume file on the server. */
    deleteApplication: async (id: number) => {
      await guarded(apiJson(`/api/careers/applications/${id}`, { method: 'DELETE', token }));
    },
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;

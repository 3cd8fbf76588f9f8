import type {
  AnalyticsSummary,
  ChatsPage,
  DailyActivity,
  ExportDataset,
  LocationsReport,
  RankedItem,
  Timeframe,
  VisitorsPage,
} from '../../../../shared/analytics.js';
import type {
  ApplicationStatus,
  ApplicationStatusChange,
  ApplicationsPage,
  ApplicationsQuery,
} from '../../../../shared/careers.js';
import { requestBlob, requestJson, UnauthorizedError } from './admin-fetch.js';

export type RankingKind = 'top-pages' | 'referrers' | 'browsers' | 'devices';

function query(parameters: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(parameters)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Every admin call, made with the session's token. A 401 from any of them ends the session
 * (`onUnauthorized` sends the admin back to the login view) before the error reaches the caller.
 */
export function createAdminApi(token: string, onUnauthorized: () => void) {
  async function guarded<T>(call: Promise<T>): Promise<T> {
    try {
      return await call;
    } catch (error) {
      if (error instanceof UnauthorizedError) onUnauthorized();
      throw error;
    }
  }
  const getData = async <T>(path: string, signal?: AbortSignal) =>
    (await guarded(requestJson<T>(path, { token, signal }))).data;

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
      guarded(requestBlob(`/api/analytics/export${query({ timeframe, dataset })}`, { token })),

    applications: (request: ApplicationsQuery, signal?: AbortSignal) =>
      getData<ApplicationsPage>(`/api/careers/applications${query(request)}`, signal),
    updateStatus: async (id: number, status: ApplicationStatus) =>
      (
        await guarded(
          requestJson(`/api/careers/applications/${id}/status`, { method: 'PATCH', token, body: { status } }),
        )
      ).message,
    history: async (id: number, signal?: AbortSignal) =>
      (
        await getData<{ history: ApplicationStatusChange[] }>(
          `/api/careers/applications/${id}/history`,
          signal,
        )
      ).history,
    resume: (id: number) => guarded(requestBlob(`/api/careers/applications/${id}/resume`, { token })),
    /** Removes the application, its status history and its resume file on the server. */
    deleteApplication: async (id: number) => {
      await guarded(requestJson(`/api/careers/applications/${id}`, { method: 'DELETE', token }));
    },
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;

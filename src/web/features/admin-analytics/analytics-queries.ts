import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AnalyticsSummary,
  DailyActivity,
  LocationsReport,
  RankedItem,
  Timeframe,
} from '#shared/analytics.js';
import type { AdminApi } from '#web/admin/api/admin-api.js';
import { useAdminApi } from '#web/admin/session/admin-session-context.js';

type AnalyticsOverview = {
  summary: AnalyticsSummary;
  days: DailyActivity[];
  locations: LocationsReport;
  topPages: RankedItem[];
  referrers: RankedItem[];
  browsers: RankedItem[];
  devices: RankedItem[];
};

const rankingSize = 8;

/** Every figure of the analytics tab except the paged tables, fetched together. */
async function loadAnalyticsOverview(
  api: AdminApi,
  timeframe: Timeframe,
  signal: AbortSignal,
): Promise<AnalyticsOverview> {
  const [summary, days, locations, topPages, referrers, browsers, devices] = await Promise.all([
    api.summary(timeframe, signal),
    api.timeseries(timeframe, signal),
    api.locations(timeframe, signal),
    api.ranking('top-pages', timeframe, rankingSize, signal),
    api.ranking('referrers', timeframe, rankingSize, signal),
    api.ranking('browsers', timeframe, rankingSize, signal),
    api.ranking('devices', timeframe, rankingSize, signal),
  ]);
  return { summary, days, locations, topPages, referrers, browsers, devices };
}

/** The overview of a timeframe; the last one stays shown while another timeframe loads. */
export function useAnalyticsOverview(timeframe: Timeframe) {
  const api = useAdminApi();
  return useQuery({
    queryKey: ['analytics-overview', timeframe],
    queryFn: ({ signal }) => loadAnalyticsOverview(api, timeframe, signal),
    placeholderData: keepPreviousData,
  });
}

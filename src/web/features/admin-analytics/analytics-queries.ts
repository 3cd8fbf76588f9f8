import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AnalyticsSummary,
  DailyActivity,
  LanguageViews,
  LocationsReport,
  RankedItem,
  Timeframe,
} from '#shared/analytics.js';
import {
  analyticsLanguagesEndpoint,
  analyticsLocationsEndpoint,
  analyticsSummaryEndpoint,
  analyticsTimeseriesEndpoint,
  browsersEndpoint,
  devicesEndpoint,
  referrersEndpoint,
  topPagesEndpoint,
} from '#shared/endpoints/analytics.js';
import type { AdminCaller } from '#web/admin/api/admin-caller.js';
import { useAdminCaller } from '#web/admin/session/admin-session-context.js';

type AnalyticsOverview = {
  summary: AnalyticsSummary;
  days: DailyActivity[];
  locations: LocationsReport;
  topPages: RankedItem[];
  languages: LanguageViews['languages'];
  referrers: RankedItem[];
  browsers: RankedItem[];
  devices: RankedItem[];
};

const rankingSize = 8;

/** Every figure of the analytics tab except the paged tables, fetched together. */
async function loadAnalyticsOverview(
  caller: AdminCaller,
  timeframe: Timeframe,
  signal: AbortSignal,
): Promise<AnalyticsOverview> {
  const ranking = { query: { timeframe, limit: rankingSize }, signal };
  const [summary, timeseries, locations, topPages, languages, referrers, browsers, devices] =
    await Promise.all([
      caller.send(analyticsSummaryEndpoint, { query: { timeframe }, signal }),
      caller.send(analyticsTimeseriesEndpoint, { query: { timeframe }, signal }),
      caller.send(analyticsLocationsEndpoint, { query: { timeframe }, signal }),
      caller.send(topPagesEndpoint, ranking),
      caller.send(analyticsLanguagesEndpoint, { query: { timeframe }, signal }),
      caller.send(referrersEndpoint, ranking),
      caller.send(browsersEndpoint, ranking),
      caller.send(devicesEndpoint, ranking),
    ]);
  return {
    summary,
    days: timeseries.days,
    locations,
    topPages: topPages.items,
    languages: languages.languages,
    referrers: referrers.items,
    browsers: browsers.items,
    devices: devices.items,
  };
}

/** The overview of a timeframe; the last one stays shown while another timeframe loads. */
export function useAnalyticsOverview(timeframe: Timeframe) {
  const caller = useAdminCaller();
  return useQuery({
    queryKey: ['analytics-overview', timeframe],
    queryFn: ({ signal }) => loadAnalyticsOverview(caller, timeframe, signal),
    placeholderData: keepPreviousData,
  });
}

import type { Generated } from 'kysely';

/**
 * The tables as Kysely sees them. Times are ISO-8601 UTC strings in both engines, so they sort and
 * compare the same way everywhere; flags are 0/1 integers for the same reason.
 */
export interface Database {
  visitors: VisitorsTable;
  page_views: PageViewsTable;
  chats: ChatsTable;
  job_applications: JobApplicationsTable;
  application_status_history: ApplicationStatusHistoryTable;
  admin_credentials: AdminCredentialsTable;
  admin_sessions: AdminSessionsTable;
  consent_records: ConsentRecordsTable;
  chat_daily_counts: ChatDailyCountsTable;
  analytics_daily_rollups: AnalyticsDailyRollupsTable;
  analytics_rolled_up_days: AnalyticsRolledUpDaysTable;
}

export interface VisitorsTable {
  id: Generated<number>;
  session_id: string;
  /** The client's id for this record, so a retried send is stored once. */
  event_id: string | null;
  user_agent: string;
  referrer: string;
  landing_path: string | null;
  city: string;
  region: string;
  country: string;
  ip_address: string;
  browser: string;
  os: string;
  device_type: string;
  is_bot: number;
  visit_time: string;
}

export interface PageViewsTable {
  id: Generated<number>;
  session_id: string;
  event_id: string | null;
  path: string;
  title: string;
  is_bot: number;
  viewed_at: string;
}

export interface ChatsTable {
  id: Generated<number>;
  session_id: string;
  user_message: string;
  bot_response: string;
  /** 'builtin' (our grounded answerer), 'provider' (language model) or 'client' (a seed client's record). */
  mode: string;
  error_class: string | null;
  city: string;
  country: string;
  interaction_time: string;
}

export interface JobApplicationsTable {
  id: Generated<number>;
  job_id: string;
  job_title: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  expected_salary: string;
  position: string;
  available_start_date: string;
  /** The server-chosen file name under the resume folder; never the applicant's. */
  resume_file: string;
  resume_size: number;
  status: string;
  application_date: string;
  updated_at: string;
}

export interface ApplicationStatusHistoryTable {
  id: Generated<number>;
  application_id: number;
  from_status: string | null;
  to_status: string;
  changed_at: string;
}

export interface AdminCredentialsTable {
  id: number;
  password_hash: string;
  updated_at: string;
}

export interface AdminSessionsTable {
  id: Generated<number>;
  /** SHA-256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface ConsentRecordsTable {
  id: Generated<number>;
  consent_id: string;
  necessary: number;
  preferences: number;
  statistics: number;
  marketing: number;
  version: number;
  created_at: string;
}

/** Chat exchanges not recorded one by one (no statistics consent), counted per UTC day and mode. */
export interface ChatDailyCountsTable {
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  mode: string;
  exchanges: number;
  /** Of those, how many the provider failed (the visitor got the fallback). */
  failures: number;
}

/**
 * The admin analytics of one closed India Standard Time day, per dimension value (see
 * src/server/db/analytics/daily-rollups.ts). Columns a dimension does not count hold 0; `name` and
 * `country` hold '' where the dimension has no such part.
 */
export interface AnalyticsDailyRollupsTable {
  /** 'day' (the day's totals), 'location', 'chat_location', 'referrer', 'browser', 'device_type' or 'page'. */
  dimension: string;
  /** `YYYY-MM-DD`, India Standard Time. */
  day: string;
  /** The value: a city, a referrer, a browser, a device type or a path. */
  name: string;
  country: string;
  /** Human visits. */
  visits: number;
  /** Sessions whose first human visit was this day (and, for a location, in this place). */
  visitors: number;
  /** Human page views. */
  page_views: number;
  chats: number;
}

/** The days whose roll-ups are complete in `analytics_daily_rollups`. */
export interface AnalyticsRolledUpDaysTable {
  day: string;
}

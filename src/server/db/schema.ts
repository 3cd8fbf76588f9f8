import type { Generated } from 'kysely';
import type { AccountStatus, StaffRole } from '#shared/accounts.js';
import type { AuditAction } from '#shared/audit.js';
import type { ApplicationStatus } from '#shared/careers.js';
import type { RecordedChatMode } from '#shared/chat.js';
import type { CustomerType, EnquiryStatus, EnquiryTopic } from '#shared/enquiries.js';

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
  staff_accounts: StaffAccountsTable;
  staff_invitations: StaffInvitationsTable;
  staff_passkeys: StaffPasskeysTable;
  staff_totp: StaffTotpTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  webauthn_challenges: WebauthnChallengesTable;
  pending_sign_ins: PendingSignInsTable;
  second_factor_policies: SecondFactorPoliciesTable;
  audit_log: AuditLogTable;
  consent_records: ConsentRecordsTable;
  analytics_daily_rollups: AnalyticsDailyRollupsTable;
  analytics_rolled_up_days: AnalyticsRolledUpDaysTable;
  analytics_stale_days: AnalyticsStaleDaysTable;
  content_revisions: ContentRevisionsTable;
  content_previews: ContentPreviewsTable;
  content_preview_documents: ContentPreviewDocumentsTable;
  content_drafts: ContentDraftsTable;
  stored_files: StoredFilesTable;
  stored_file_chunks: StoredFileChunksTable;
  media: MediaTable;
  media_references: MediaReferencesTable;
  content_sample_keeps: ContentSampleKeepsTable;
  enquiries: EnquiriesTable;
  enquiry_events: EnquiryEventsTable;
  job_id_marks: JobIdMarksTable;
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
  mode: RecordedChatMode;
  error_class: string | null;
  city: string;
  country: string;
  interaction_time: string;
  /** 1 when the assistant handed the visitor over to a person (call, e-mail, WhatsApp), else 0. */
  handover: Generated<number>;
}

export interface JobApplicationsTable {
  id: Generated<number>;
  /** Told to the applicant ('A7K3M9QX'): random, unlike the id (migration 032). */
  reference: string;
  job_id: string;
  job_title: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  expected_salary: string;
  position: string;
  /** What the applicant wrote when the position is 'Other'; null otherwise. */
  other_position: string | null;
  available_start_date: string;
  /** The key of the resume in `stored_files` (a server-chosen name, never the applicant's). */
  resume_file: string;
  resume_size: number;
  status: ApplicationStatus;
  application_date: string;
  /**
   * `YYYY-MM-DD`, India Standard Time, of `application_date`: unique with `job_id` and `email`, the
   * one-application-per-day rule. Null only on an old row that broke the rule before it existed.
   */
  application_day: string | null;
  updated_at: string;
  /** The code of the page's language the applicant applied from, 'bn' (migration 038). */
  language: Generated<string>;
}

interface ApplicationStatusHistoryTable {
  id: Generated<number>;
  application_id: number;
  from_status: ApplicationStatus | null;
  to_status: ApplicationStatus;
  changed_at: string;
  /** The name of the person who changed it. */
  changed_by: string | null;
}

/** The single shared password of before accounts: read once, to become the first owner's. */
interface AdminCredentialsTable {
  id: number;
  password_hash: string;
  updated_at: string;
}

interface AdminSessionsTable {
  id: Generated<number>;
  /** SHA-256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** The signed-in account; null only on sessions of the shared password, all revoked. */
  account_id: number | null;
  /** The browser and system, as its user agent names them. */
  device: Generated<string>;
  address: Generated<string>;
  last_used_at: string | null;
  /** 'full', or 'factor-setup': the person must set up a second factor before anything else. */
  stage: Generated<SessionStage>;
}

export type SessionStage = 'full' | 'factor-setup';

/** A passkey (WebAuthn credential) of an account. */
interface StaffPasskeysTable {
  id: Generated<number>;
  account_id: number;
  credential_id: string;
  public_key: string;
  /** bigint: PostgreSQL's driver answers a string. */
  counter: number | string;
  transports: Generated<string>;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** An account's authenticator app: the TOTP secret, confirmed once a first right code was typed. */
interface StaffTotpTable {
  account_id: number;
  secret: string;
  confirmed_at: string | null;
  last_time_step: Generated<number>;
  created_at: string;
}

interface StaffRecoveryCodesTable {
  id: Generated<number>;
  account_id: number;
  code_hash: string;
  used_at: string | null;
}

interface WebauthnChallengesTable {
  challenge: string;
  purpose: string;
  account_id: number | null;
  /** The admin session a password change is confirmed from; null for every other purpose. */
  session_id: number | null;
  expires_at: string;
}

/** A sign-in whose password was right and whose second factor is still to come. */
interface PendingSignInsTable {
  id: Generated<number>;
  ticket_hash: string;
  account_id: number;
  expires_at: string;
}

interface SecondFactorPoliciesTable {
  role: StaffRole;
  /** 1 when the role's people must have a second factor. */
  required: number;
  updated_at: string;
}

export interface StaffAccountsTable {
  id: Generated<number>;
  name: string;
  /** Trimmed, lower case. */
  email: string;
  role: StaffRole;
  status: AccountStatus;
  /** JSON array of branch keys. */
  branch_keys: Generated<string>;
  password_hash: string | null;
  /** The key that signs this account's known-device cookies (migration 034); null until first needed. */
  known_device_secret: string | null;
  created_at: string;
  updated_at: string;
}

interface StaffInvitationsTable {
  id: Generated<number>;
  /** SHA-256 of the link's token. */
  token_hash: string;
  account_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
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

/**
 * The admin analytics of one closed India Standard Time day, per dimension value (see
 * src/server/db/analytics/daily-rollups.ts). Columns a dimension does not count hold 0; `name` and
 * `country` hold '' where the dimension has no such part.
 */
interface AnalyticsDailyRollupsTable {
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
interface AnalyticsRolledUpDaysTable {
  day: string;
}

/** Rolled-up days whose rows changed since (a late visit, a purge): read live until rolled up again. */
interface AnalyticsStaleDaysTable {
  day: string;
}

/** The highest Job ID ever given (migration 018): the next is one above it, so none is reused. */
export interface JobIdMarksTable {
  /** 'openings': one row. */
  name: string;
  last_issued: number;
}

export interface ContentRevisionsTable {
  id: Generated<number>;
  collection: string;
  revision: number;
  /** The collection's document, as JSON. */
  document: string;
  created_at: string;
  author: string;
  restored_from: number | null;
  /** JSON array of the other collections published in the same change; null when published alone. */
  published_with: string | null;
}

/** What a person typed in a collection and has not published: private to them, any JSON. */
export interface ContentDraftsTable {
  account_id: number;
  collection: string;
  /** The draft document, as JSON; checked against the collection's schema only at publish. */
  document: string;
  /** The published revision the draft started from. */
  base_revision: number;
  updated_at: string;
}

/** A launch checklist value a person decided to keep as it is (migration 024). */
export interface ContentSampleKeepsTable {
  collection: string;
  /** The value's dot path with each list item's key for its position: 'offices.[patna].phone'. */
  place: string;
  value: string;
  kept_by: string;
  kept_at: string;
}

/** Unpublished drafts shown at /preview/<token>/… until it expires; the drafts are `content_preview_documents`. */
export interface ContentPreviewsTable {
  /** Hex SHA-256 of the preview's token: the token itself is only in the admin's links. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  /** Who made it: the preview ends when they discard its draft or are disabled. Null before 036. */
  account_id: number | null;
}

/** One collection's draft in a preview. */
export interface ContentPreviewDocumentsTable {
  token_hash: string;
  collection: string;
  /** The draft document, as JSON, checked against its collection's schema. */
  document: string;
}

/** A file kept in the database (src/server/services/storage); its bytes are in `stored_file_chunks`. */
export interface StoredFilesTable {
  /** The caller's key, e.g. `resumes/<random>.pdf` or `media/<sha256>`. */
  id: string;
  content_type: string;
  size: number;
  /** Hex SHA-256 of the whole content. */
  sha256: string;
  created_at: string;
}

/** One piece of a stored file's content, in order of `chunk_index` from 0. */
interface StoredFileChunksTable {
  file_id: string;
  chunk_index: number;
  content: Buffer;
}

/** An upload in the media library; its files are in `stored_files` under `media/<id>…`. */
export interface MediaTable {
  /** The SHA-256 of the stored upload, hex. */
  id: string;
  content_type: string;
  width: number | null;
  height: number | null;
  size: number;
  created_at: string;
  /** The SHA-256 of the bytes as uploaded, hex (migration 022); null for a video or an older upload. */
  upload_sha256: string | null;
  /** The name of the person who uploaded it. */
  uploaded_by: string | null;
  /** The file's name as uploaded, without its folders (migration 023); '' for an older upload. */
  original_name: string;
  /** Describes the image to people who cannot see it; '' until someone writes it. */
  alt_text: string;
  /** The point kept in view by the photo crops, in percent from the left and the top; null: none chosen. */
  focal_x: number | null;
  focal_y: number | null;
}

/** One admin action (src/server/services/audit): appended by the application, never changed. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  account_id: number | null;
  account_name: string;
  role: string;
  address: string;
  action: AuditAction;
  target: string;
  summary: string;
}

/** A web enquiry and the office answering it (migration 020). */
export interface EnquiriesTable {
  id: Generated<number>;
  reference: string;
  created_at: string;
  name: string;
  phone: string;
  email: string | null;
  place: string;
  district: string | null;
  brand: string | null;
  product: string | null;
  quantity: number | null;
  message: string | null;
  customer_type: CustomerType;
  topic: EnquiryTopic;
  source_page: string | null;
  office_id: string;
  office_name: string;
  routing_reason: string;
  status: EnquiryStatus;
  first_response_at: string | null;
  reminder_sent_at: string | null;
  updated_at: string;
  need_key: string;
  duplicate_window: number;
  /** The code of the page's language the enquiry was sent from, 'bn' (migration 038). */
  language: Generated<string>;
}

/** A status change, note, reassignment or reminder of an enquiry. */
export interface EnquiryEventsTable {
  id: Generated<number>;
  enquiry_id: number;
  kind: string;
  at: string;
  from_value: string | null;
  to_value: string | null;
  text: string | null;
  /** Who made it (migration 033); null for events from before. */
  actor_name: string | null;
}

/** An upload a content revision names (migration 021), written with the revision. */
export interface MediaReferencesTable {
  collection: string;
  revision: number;
  media_id: string;
}

import type { Migration } from 'kysely';
import * as initialSchema from './001-initial-schema.js';
import * as chatDailyCounts from './004-chat-daily-counts.js';
import * as analyticsIndexes from './005-analytics-indexes.js';
import * as analyticsDailyRollups from './006-analytics-daily-rollups.js';
import * as oneApplicationPerDay from './007-one-application-per-day.js';
import * as dropChatDailyCounts from './008-drop-chat-daily-counts.js';
import * as analyticsStaleDays from './009-analytics-stale-days.js';
import * as contentRevisions from './010-content-revisions.js';
import * as storedFiles from './011-stored-files.js';
import * as otherPosition from './012-other-position.js';
import * as chatHandovers from './013-chat-handovers.js';
import * as contentPreviews from './014-content-previews.js';
import * as media from './015-media.js';
import * as staffAccounts from './016-staff-accounts.js';
import * as auditLog from './017-audit-log.js';
import * as jobIdMarks from './018-job-id-marks.js';
import * as enquiries from './020-enquiries.js';
import * as mediaReferences from './021-media-references.js';
import * as mediaUploadHash from './022-media-upload-hash.js';
import * as mediaLibraryDetails from './023-media-library-details.js';
import * as readableHistoryAndKeptSamples from './024-readable-history-and-kept-samples.js';
import * as contentDrafts from './025-content-drafts.js';
import * as secondFactors from './026-second-factors.js';
import * as applicationReferences from './032-application-references.js';
import * as enquiryEventActors from './033-enquiry-event-actors.js';
import * as knownDevices from './034-known-devices.js';
import * as previewAuthors from './036-preview-authors.js';
import * as onePhotoDescription from './037-one-photo-description.js';
import * as pageLanguages from './038-page-languages.js';
import * as sessionBoundChallenges from './039-session-bound-challenges.js';

/**
 * Every migration, in order. Listed here rather than read from the folder so the same list works
 * from the compiled server, the tests and the scripts. Add new ones at the end; never edit an old one.
 */
export const migrations: Record<string, Migration> = {
  '001-initial-schema': initialSchema,
  '004-chat-daily-counts': chatDailyCounts,
  '005-analytics-indexes': analyticsIndexes,
  '006-analytics-daily-rollups': analyticsDailyRollups,
  '007-one-application-per-day': oneApplicationPerDay,
  '008-drop-chat-daily-counts': dropChatDailyCounts,
  '009-analytics-stale-days': analyticsStaleDays,
  '010-content-revisions': contentRevisions,
  '011-stored-files': storedFiles,
  '012-other-position': otherPosition,
  '013-chat-handovers': chatHandovers,
  '014-content-previews': contentPreviews,
  '015-media': media,
  '016-staff-accounts': staffAccounts,
  '017-audit-log': auditLog,
  '018-job-id-marks': jobIdMarks,
  '020-enquiries': enquiries,
  '021-media-references': mediaReferences,
  '022-media-upload-hash': mediaUploadHash,
  '023-media-library-details': mediaLibraryDetails,
  '024-readable-history-and-kept-samples': readableHistoryAndKeptSamples,
  '025-content-drafts': contentDrafts,
  '026-second-factors': secondFactors,
  '032-application-references': applicationReferences,
  '033-enquiry-event-actors': enquiryEventActors,
  '034-known-devices': knownDevices,
  '036-preview-authors': previewAuthors,
  '037-one-photo-description': onePhotoDescription,
  '038-page-languages': pageLanguages,
  '039-session-bound-challenges': sessionBoundChallenges,
};

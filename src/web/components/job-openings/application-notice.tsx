import { CircleCheck, type LucideIcon, Mail, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { applicationReplyPromise } from '#content/site-text.js';
import type { Say } from '#web/app/phrasebook.js';
import { applicationNoticeTexts } from './job-opening-text.js';
import { useFocusOnMount } from './use-focus-on-mount.js';

export type ApplicationOutcomeNotice =
  | { kind: 'accepted'; jobId: string; reference: string }
  | { kind: 'email-fallback'; jobId: string; emailHref: string };

/**
 * What became of an application, shown under the job applied for (the seed used alerts). Both live
 * regions are always in the page, so screen readers announce the message put into one: the
 * success politely (status), the fallback at once (alert). The message also takes the focus the
 * closed dialog gave up.
 */
export function ApplicationNotice({
  notice,
  say,
}: {
  notice: ApplicationOutcomeNotice | undefined;
  /** Says the notices in the page's language (the careers phrasebook). */
  say: Say;
}) {
  return (
    <>
      <div role="status">{notice?.kind === 'accepted' && <AcceptedNotice notice={notice} say={say} />}</div>
      <div role="alert">
        {notice?.kind === 'email-fallback' && <EmailFallbackNotice notice={notice} say={say} />}
      </div>
    </>
  );
}

function AcceptedNotice({
  notice,
  say,
}: {
  notice: Extract<ApplicationOutcomeNotice, { kind: 'accepted' }>;
  say: Say;
}) {
  return (
    <FocusedNotice boxClass="border-green-300 bg-green-50 text-green-900" Icon={CircleCheck}>
      <p>
        {`${say(applicationNoticeTexts.accepted, { reference: notice.reference })} ${say(applicationReplyPromise)}`}
      </p>
    </FocusedNotice>
  );
}

function EmailFallbackNotice({
  notice,
  say,
}: {
  notice: Extract<ApplicationOutcomeNotice, { kind: 'email-fallback' }>;
  say: Say;
}) {
  return (
    <FocusedNotice boxClass="border-amber-300 bg-amber-50 text-amber-950" Icon={TriangleAlert}>
      <div>
        <p className="font-semibold">{say(applicationNoticeTexts.unreachable)}</p>
        <p className="mt-1 text-sm">
          {say(applicationNoticeTexts.attachResume)}{' '}
          <a
            href={notice.emailHref}
            className="inline-flex items-center gap-1 font-semibold underline underline-offset-2"
          >
            <Mail aria-hidden="true" className="size-4" />
            {say(applicationNoticeTexts.openEmail)}
          </a>
          .
        </p>
      </div>
    </FocusedNotice>
  );
}

/**
 * A notice's box in its colours (`boxClass`), its icon before the words. It takes the focus when
 * it appears; the focus ring is drawn around the box, clear of its border.
 */
function FocusedNotice({
  boxClass,
  Icon,
  children,
}: {
  boxClass: string;
  Icon: LucideIcon;
  children: ReactNode;
}) {
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <div ref={ref} tabIndex={-1} className="mt-4 rounded-lg outline-offset-2">
      <div className={`flex gap-3 rounded-lg border ${boxClass} px-4 py-3`}>
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {children}
      </div>
    </div>
  );
}

import { CircleCheck, Mail, TriangleAlert } from 'lucide-react';
import { applicationReplyPromise } from '../../../content/index.js';

export type ApplicationOutcomeNotice =
  | { kind: 'accepted'; jobId: string; applicationId: number }
  | { kind: 'email-fallback'; jobId: string; emailHref: string };

/** What became of an application, shown under the job applied for (the seed used alerts). */
export function ApplicationNotice({ notice }: { notice: ApplicationOutcomeNotice }) {
  if (notice.kind === 'accepted') {
    return (
      <div className="flex gap-3 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>
          {`Application submitted successfully! Your application ID is ${notice.applicationId}. Our HR team will review your application. ${applicationReplyPromise}`}
        </p>
      </div>
    );
  }
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">Backend not available. Opening email as fallback method.</p>
        <p className="mt-1 text-sm">
          Please attach your resume (PDF) to the email before sending it. If no email opened,{' '}
          <a
            href={notice.emailHref}
            className="inline-flex items-center gap-1 font-semibold underline underline-offset-2"
          >
            <Mail aria-hidden="true" className="size-4" />
            open the application email
          </a>
          .
        </p>
      </div>
    </div>
  );
}

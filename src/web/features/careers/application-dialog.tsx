import { sayWith } from '#web/app/phrasebook.js';
import { unsavedJobIdText } from '#web/components/job-openings/job-listing.js';
import { Modal } from '#web/components/ui/modal.js';
import { openEmail } from './application-email-fallback.js';
import { ApplicationForm, type ApplicationJob, type ApplicationSetup } from './application-form.js';
import { applicationFormTexts } from './application-form-text.js';

type ApplicationDialogProps = {
  /** The job applied for; null while the dialog is closed. */
  job: ApplicationJob | null;
  setup: ApplicationSetup;
  onClose: () => void;
  onAccepted: (job: ApplicationJob, reference: string) => void;
  /** The server could not be reached: the prefilled HR e-mail is being opened instead. */
  onUnreachable: (job: ApplicationJob, emailHref: string) => void;
  /** HR's preview of an opening: nothing can be sent. */
  preview?: boolean;
};

/**
 * The job application dialog: shown only while a job is chosen, named after it. Its texts are in
 * the page's language, from the phrasebook the server sent with the setup.
 */
export function ApplicationDialog({
  job,
  setup,
  onClose,
  onAccepted,
  onUnreachable,
  preview = false,
}: ApplicationDialogProps) {
  if (!job) return null;
  const say = sayWith(setup.phrases);
  return (
    <Modal
      open
      onClose={onClose}
      title={say(applicationFormTexts.title, { title: job.title })}
      widthClass="max-w-2xl"
      closeLabel={say(applicationFormTexts.close)}
    >
      <p className="mb-4 text-sm font-medium text-slate-700">
        {say(applicationFormTexts.jobId, { id: job.id || unsavedJobIdText })}
      </p>
      <ApplicationForm
        key={job.id}
        job={job}
        setup={setup}
        say={say}
        onAccepted={(reference) => onAccepted(job, reference)}
        onUnreachable={(emailHref) => {
          onUnreachable(job, emailHref);
          openEmail(emailHref);
        }}
        onCancel={onClose}
        preview={preview}
      />
    </Modal>
  );
}

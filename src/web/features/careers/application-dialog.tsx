import { unsavedJobIdText } from '#web/components/job-openings/job-listing.js';
import { Modal } from '#web/components/ui/modal.js';
import { openEmail } from './application-email-fallback.js';
import { ApplicationForm, type ApplicationJob, type ApplicationSetup } from './application-form.js';

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

/** The job application dialog: shown only while a job is chosen, named after it. */
export function ApplicationDialog({
  job,
  setup,
  onClose,
  onAccepted,
  onUnreachable,
  preview = false,
}: ApplicationDialogProps) {
  if (!job) return null;
  return (
    <Modal open onClose={onClose} title={`Apply for ${job.title}`} widthClass="max-w-2xl">
      <p className="mb-4 text-sm font-medium text-slate-700">{`Job ID: ${job.id || unsavedJobIdText}`}</p>
      <ApplicationForm
        key={job.id}
        job={job}
        setup={setup}
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

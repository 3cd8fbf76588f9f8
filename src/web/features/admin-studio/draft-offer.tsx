import { AdminButton } from '#web/admin/components/admin-button.js';
import { savedDayAndTime } from './use-draft-autosave.js';

type DraftOfferProps = {
  /** When the draft was last changed. */
  changedAt: string;
  busy: boolean;
  onContinue: () => void;
  onDiscard: () => void;
};

/** Offered when the editor opens on a draft the person left: take it up again, or drop it. */
export function DraftOffer({ changedAt, busy, onContinue, onDiscard }: DraftOfferProps) {
  return (
    <section
      aria-label="Unpublished changes"
      className="rounded-lg border border-amber-400 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p className="font-semibold">You have unpublished changes from {savedDayAndTime(changedAt)}.</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <AdminButton variant="primary" onClick={onContinue} aria-disabled={busy}>
          Continue
        </AdminButton>
        <AdminButton onClick={onDiscard} aria-disabled={busy}>
          Discard
        </AdminButton>
      </div>
    </section>
  );
}

import { lazy, Suspense } from 'react';
import type { EnquiryPrefill, EnquirySetup } from './enquiry-setup.js';

/** The form, its checks and zod load when a visitor first opens it, not with the page. */
const EnquiryDialog = lazy(async () => ({ default: (await import('./enquiry-dialog.js')).EnquiryDialog }));

type LazyEnquiryDialogProps = { prefill: EnquiryPrefill | null; setup: EnquirySetup; onClose: () => void };

/** The enquiry dialog while `prefill` is set (open), loaded on first use; nothing while closed. */
export function LazyEnquiryDialog({ prefill, setup, onClose }: LazyEnquiryDialogProps) {
  if (!prefill) return null;
  return (
    <Suspense fallback={null}>
      <EnquiryDialog prefill={prefill} setup={setup} onClose={onClose} />
    </Suspense>
  );
}

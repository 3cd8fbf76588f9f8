import { ExternalLink } from 'lucide-react';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { AdminPanel } from '#web/admin/components/admin-panel.js';
import { MessageBanner } from '#web/admin/components/message-banner.js';

type QuickFixesPanelProps = {
  onAddTestData: () => void;
  onClearStorage: () => void;
  message: string | null;
};

export function QuickFixesPanel({ onAddTestData, onClearStorage, message }: QuickFixesPanelProps) {
  return (
    <AdminPanel title="Quick Fixes" headingLevel={2}>
      <div className="flex flex-wrap gap-2">
        <AdminButton onClick={onAddTestData}>Add Test Data to localStorage</AdminButton>
        <AdminButton onClick={onClearStorage}>Clear localStorage</AdminButton>
        <a
          href="/superadmin"
          className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-3.5 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Open Real SuperAdmin
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </div>
      <p className="mt-2 text-xs text-slate-600">
        Test data stays in this browser's storage; it is never sent to the server's analytics.
      </p>
      {message && (
        <div className="mt-3">
          <MessageBanner kind="success">{message}</MessageBanner>
        </div>
      )}
    </AdminPanel>
  );
}

import { Download } from 'lucide-react';
import { useState } from 'react';
import type { ExportDataset, Timeframe } from '#shared/analytics.js';
import { isUnauthorized } from '#web/features/admin/api/admin-api.js';
import { AdminButton } from '#web/features/admin/components/admin-button.js';
import { downloadBlob } from '#web/features/admin/lib/download-blob.js';
import { useAdminApi } from '#web/features/admin/session/admin-session-context.js';

type CsvDownloadButtonProps = {
  dataset: ExportDataset;
  timeframe: Timeframe;
  label: string;
  onError: (message: string | null) => void;
};

/** Downloads the dataset of the timeframe as CSV (`GET /api/analytics/export`). */
export function CsvDownloadButton({ dataset, timeframe, label, onError }: CsvDownloadButtonProps) {
  const api = useAdminApi();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    onError(null);
    try {
      downloadBlob(await api.exportCsv(timeframe, dataset), `${dataset}-${timeframe}.csv`);
    } catch (error) {
      if (!isUnauthorized(error)) onError(`Failed to download the ${dataset} CSV`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AdminButton onClick={download} disabled={busy}>
      <Download aria-hidden="true" className="size-4" />
      {label}
    </AdminButton>
  );
}

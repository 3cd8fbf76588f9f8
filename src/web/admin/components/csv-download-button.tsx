import { Download } from 'lucide-react';
import { useState } from 'react';
import { isUnauthorized } from '#web/admin/api/admin-caller.js';
import { downloadBlob } from '#web/admin/lib/download-blob.js';
import { AdminButton } from './admin-button.js';

type CsvDownloadButtonProps = {
  label: string;
  /** The export call, with the admin's token (a plain link could not send it). */
  fetchCsv: () => Promise<Blob>;
  fileName: string;
  /** What went wrong, named ('Failed to download the visitors CSV'); null when a new try starts. */
  onError: (message: string | null) => void;
  failureMessage: string;
};

/** Downloads one of the admin's CSV exports (analytics, the audit log), saying so when it fails. */
export function CsvDownloadButton({
  label,
  fetchCsv,
  fileName,
  onError,
  failureMessage,
}: CsvDownloadButtonProps) {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    onError(null);
    try {
      downloadBlob(await fetchCsv(), fileName);
    } catch (error) {
      if (!isUnauthorized(error)) onError(failureMessage);
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

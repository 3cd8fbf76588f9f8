/** The bytes sent so far, then, once all are sent, an open-ended bar while the server works. */
export function UploadProgressStatus({ percent, fileName }: { percent: number; fileName: string }) {
  const processing = percent >= 100;
  const text = processing ? `Processing ${fileName} on the server...` : `Uploading ${fileName}: ${percent}%`;
  return (
    <div role="status" className="text-sm text-slate-700">
      <progress
        className="block w-full max-w-xs"
        max={100}
        value={processing ? undefined : percent}
        aria-label={processing ? `Processing ${fileName}` : `Uploading ${fileName}`}
      />
      {text}
    </div>
  );
}

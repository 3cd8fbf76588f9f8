import { FileText, Upload, X } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import type { Say } from '#web/app/phrasebook.js';
import { applicationFormTexts } from './application-form-text.js';
import { applicationFieldId } from './application-form-values.js';
import { FieldLabel } from './field-label.js';
import { FieldMessage } from './field-message.js';

type ResumeFieldProps = {
  label: string;
  file: File | null;
  error: string | undefined;
  /** Says the zone's texts in the page's language. */
  say: Say;
  /** A file chosen with the picker or dropped; null when removed. */
  onChange: (file: File | null) => void;
};

/** '12.3 KB', '1.2 MB' */
function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(0.1, bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The resume, chosen with the file picker or dropped onto the zone; PDF only. */
export function ResumeField({ label, file, error, say, onChange }: ResumeFieldProps) {
  const id = applicationFieldId('resume');
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const choose = (chosen: File | null) => {
    // Clearing the input lets the same file be chosen again after a removal or a refusal.
    if (inputRef.current) inputRef.current.value = '';
    onChange(chosen);
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) choose(dropped);
  };

  return (
    <div>
      <FieldLabel htmlFor={id} text={label} />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is the mouse's shortcut; the file picker inside does the same from the keyboard */}
      <div
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="resume-drop-zone"
        className={`mt-1 rounded-lg border-2 border-dashed px-4 py-5 text-center has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-600 ${
          dragging ? 'border-brand-600 bg-brand-50' : error ? 'border-red-700' : 'border-slate-400'
        }`}
      >
        <Upload aria-hidden="true" className="mx-auto size-6 text-slate-600" />
        <p className="mt-2 text-sm text-slate-700">
          <input
            ref={inputRef}
            id={id}
            name="resume"
            type="file"
            accept="application/pdf,.pdf"
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            className="sr-only"
          />
          <label
            htmlFor={id}
            className="cursor-pointer font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {say(applicationFormTexts.choosePdf)}
          </label>{' '}
          {say(applicationFormTexts.orDrop)}
        </p>
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {say(applicationFormTexts.pdfOnly)}
        </p>
        {file && (
          <div className="mt-3 flex items-center justify-center gap-2 text-sm text-slate-900">
            <FileText aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            <span className="break-all">{`${file.name} (${formatFileSize(file.size)})`}</span>
            <button
              type="button"
              onClick={() => choose(null)}
              className="rounded-full p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              aria-label={say(applicationFormTexts.removeFile, { file: file.name })}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        )}
      </div>
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}

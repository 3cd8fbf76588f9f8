/** The description and the error message under a field; their ids go in its aria-describedby. */
export function FieldHelp({ id, description, error }: { id: string; description?: string; error?: string }) {
  return (
    <>
      {description && (
        <p id={`${id}-description`} className="mt-1 text-xs text-slate-600">
          {description}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

/** The aria-describedby value of a field with this description and error, if any. */
export function describedBy(id: string, description?: string, error?: string): string | undefined {
  const ids = [description && `${id}-description`, error && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A field's label, saying "(optional)" when the schema lets it be left out. */
export function FieldLabel({ id, label, required }: { id: string; label: string; required: boolean }) {
  return (
    <label htmlFor={id} className="block text-sm font-medium text-slate-800">
      {label}
      {!required && <span className="font-normal text-slate-500"> (optional)</span>}
    </label>
  );
}

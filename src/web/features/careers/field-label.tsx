/** A field's visible label, with the required mark shown to the eye (the field says it to assistive technology). */
export function FieldLabel({ htmlFor, text }: { htmlFor: string; text: string }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-slate-800">
      {text}
      <span aria-hidden="true" className="ml-0.5 text-red-700">
        *
      </span>
    </label>
  );
}

/**
 * The login view's background: the brand's blues with a faint grid of dots, drawn in CSS. It looks
 * intended at every size, needs no file, and moves nothing. Decorative, so hidden from assistive
 * technology.
 */
export function AdminBackdrop() {
  return (
    <div
      aria-hidden="true"
      className="absolute inset-0 overflow-hidden bg-linear-to-br from-brand-900 via-brand-700 to-slate-900"
    >
      <div className="absolute inset-0 bg-[radial-gradient(circle,rgb(255_255_255/0.12)_1px,transparent_1px)] bg-size-[24px_24px]" />
      <div className="absolute -top-1/3 -right-1/4 size-[60rem] rounded-full bg-brand-600/30 blur-3xl" />
      <div className="absolute -bottom-1/2 -left-1/4 size-[50rem] rounded-full bg-sky-500/10 blur-3xl" />
    </div>
  );
}

/**
 * Spec section 4 "States and transitions": disconnected, then connecting, connected after sign-in,
 * loaded after the data came; error on failure.
 */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected' | 'loaded' | 'error';

const dotClass: Record<ConnectionStatus, string> = {
  disconnected: 'bg-slate-400',
  connecting: 'bg-amber-500',
  connected: 'bg-brand-600',
  loaded: 'bg-green-600',
  error: 'bg-red-600',
};

/** The status label, announced politely when it changes. */
export function ConnectionStatusLabel({ status }: { status: ConnectionStatus }) {
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700">
      <span>Status:</span>
      <span aria-live="polite" className="inline-flex items-center gap-1.5 font-semibold text-slate-900">
        <span aria-hidden="true" className={`size-2.5 rounded-full ${dotClass[status]}`} />
        {status}
      </span>
    </p>
  );
}

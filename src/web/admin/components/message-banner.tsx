import type { ReactNode } from 'react';

type MessageBannerProps = {
  kind: 'error' | 'success' | 'info';
  children: ReactNode;
  /** False inside a live region that is always in the page (LiveMessage), which announces it. */
  live?: boolean;
};

const kindClass = {
  error: 'border-red-300 bg-red-50 text-red-800',
  success: 'border-green-300 bg-green-50 text-green-800',
  info: 'border-slate-300 bg-white text-slate-700',
};

/**
 * An in-page message in place of the seed's `alert()`: errors are announced at once (role alert),
 * other news politely (role status), and nothing blocks the page.
 */
export function MessageBanner({ kind, children, live = true }: MessageBannerProps) {
  const liveRole = kind === 'error' ? 'alert' : 'status';
  return (
    <div
      role={live ? liveRole : undefined}
      className={`rounded-lg border px-4 py-3 text-sm ${kindClass[kind]}`}
    >
      {children}
    </div>
  );
}

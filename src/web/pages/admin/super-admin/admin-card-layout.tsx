import type { ReactNode } from 'react';
import { AdminBackdrop } from './admin-backdrop.js';

type AdminCardLayoutProps = { title: string; intro: string; children: ReactNode };

/** The signed-out admin screens (sign-in, an invitation link): one white card on the brand's backdrop. */
export function AdminCardLayout({ title, intro, children }: AdminCardLayoutProps) {
  return (
    <div className="relative min-h-screen overflow-hidden bg-brand-900">
      <AdminBackdrop />
      <div aria-hidden="true" className="absolute inset-0 bg-brand-900/60" />
      <main className="relative flex min-h-screen items-center justify-center px-4 py-12">
        <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="mt-1 text-sm text-slate-600">{intro}</p>
          {children}
        </div>
      </main>
    </div>
  );
}

import type { Feature } from '#content/index.js';
import { ContentIcon } from './content-icon.js';

/** A titled point with an icon (a product type, a reason to buy, a store service, a benefit). */
export function FeatureCard({ feature }: { feature: Feature }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <ContentIcon name={feature.icon} className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{feature.title}</h3>
      <p className="mt-2 text-slate-700">{feature.description}</p>
    </li>
  );
}

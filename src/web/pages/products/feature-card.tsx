import { FeatureIcon, type PortfolioIconName } from './feature-icon.js';

type FeatureCardProps = {
  feature: { readonly title: string; readonly description: string; readonly icon: PortfolioIconName };
};

/** A product type or a reason to buy: icon, title and a sentence. */
export function FeatureCard({ feature }: FeatureCardProps) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <FeatureIcon name={feature.icon} className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{feature.title}</h3>
      <p className="mt-2 text-slate-700">{feature.description}</p>
    </li>
  );
}

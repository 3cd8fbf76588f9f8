import { GraduationCap, type LucideIcon, Megaphone, Warehouse, Wrench } from 'lucide-react';
import { partnershipBenefits } from '../../../content/index.js';

type BenefitIcon = (typeof partnershipBenefits)[number]['icon'];

const benefitIcons: Record<BenefitIcon, LucideIcon> = { GraduationCap, Megaphone, Wrench, Warehouse };

export function PartnershipBenefitsSection() {
  return (
    <section aria-labelledby="partnership-benefits-heading" className="bg-slate-50 py-12 sm:py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="partnership-benefits-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          Partnership Benefits
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {partnershipBenefits.map((benefit) => {
            const Icon = benefitIcons[benefit.icon];
            return (
              <li key={benefit.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <Icon aria-hidden="true" className="size-8 text-brand-700" />
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{benefit.title}</h3>
                <p className="mt-2 text-slate-700">{benefit.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

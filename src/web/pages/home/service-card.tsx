import type { Service } from '#content/index.js';
import { useText } from '#web/app/page-context.js';
import { ContentIcon } from '#web/components/ui/content-icon.js';
import { PartnerChip } from './partner-chip.js';

export function ServiceCard({ service }: { service: Service }) {
  const text = useText();
  return (
    <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <ContentIcon name={service.icon} className="size-6" />
      </span>
      <h3 className="mt-4 text-xl font-semibold text-brand-900">{service.title}</h3>
      <p className="mt-2 flex-1 text-slate-600">{service.description}</p>
      <ul
        aria-label={text('{service} partners', { service: service.title })}
        className="mt-5 flex flex-wrap gap-2"
      >
        {service.partners.map((partner) => (
          <PartnerChip key={partner} name={partner} />
        ))}
      </ul>
    </article>
  );
}

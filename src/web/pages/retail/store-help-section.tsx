import { Phone } from 'lucide-react';
import { telHref } from '#content/index.js';
import { useSiteContent, useText } from '#web/app/page-context.js';
import { PageSection } from '#web/components/ui/page-section.js';

export function StoreHelpSection() {
  const content = useSiteContent();
  const text = useText();
  const storeHelp = { ...content.stores.help, phone: content.company.contacts.support.phone };
  return (
    <PageSection headingId="store-help-heading" title={storeHelp.title} intro={storeHelp.text} tone="dark">
      <a
        href={telHref(storeHelp.phone)}
        className="inline-flex items-center gap-2 rounded-lg bg-white px-5 py-3 font-semibold text-brand-900 hover:bg-brand-50"
      >
        <Phone aria-hidden="true" className="size-5" />
        {text('Call Support: {phone}', { phone: storeHelp.phone })}
      </a>
    </PageSection>
  );
}

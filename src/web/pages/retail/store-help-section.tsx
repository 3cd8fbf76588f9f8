import { Phone } from 'lucide-react';
import { storeHelp, telHref } from '../../../content/index.js';

export function StoreHelpSection() {
  return (
    <section aria-labelledby="store-help-heading" className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="store-help-heading" className="text-2xl font-bold sm:text-3xl">
            {storeHelp.title}
          </h2>
          <p className="mt-2 text-brand-50">{storeHelp.text}</p>
        </div>
        <a
          href={telHref(storeHelp.phone)}
          className="inline-flex items-center gap-2 rounded-lg bg-white px-5 py-3 font-semibold text-brand-900 hover:bg-brand-50"
        >
          <Phone aria-hidden="true" className="size-5" />
          {`Call Support: ${storeHelp.phone}`}
        </a>
      </div>
    </section>
  );
}

import { findPartner } from '#content/index.js';
import { useSiteContent } from '#web/app/page-context.js';
import { LogoImage } from '#web/components/media/logo-image.js';

/** A partner brand's name with its small logo (decorative beside the name). */
export function PartnerChip({ name }: { name: string }) {
  const partner = findPartner(useSiteContent(), name);
  return (
    <li className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-white py-1 pr-3 pl-1.5 text-xs font-medium text-slate-700">
      {partner && (
        <LogoImage
          src={partner.logo}
          alt=""
          width={20}
          height={20}
          className="size-5 rounded-full object-contain"
        />
      )}
      {name}
    </li>
  );
}

import { useLocalPath, useSiteContent } from '#web/app/page-context.js';
import { LogoImage } from '#web/components/media/logo-image.js';

/** The header's logo, group name and 'Private Limited', linking home. */
export function SiteBrandLink() {
  const { company } = useSiteContent();
  const localPath = useLocalPath();
  return (
    <a href={localPath('/')} className="flex min-w-0 items-center gap-3 rounded-md">
      {/* The name beside it says what the logo says. */}
      <LogoImage
        src={company.logo}
        alt=""
        width={40}
        height={40}
        loading="eager"
        className="size-10 shrink-0"
      />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="truncate text-base font-bold text-brand-900 sm:text-lg">{company.name}</span>
        <span className="text-xs font-medium uppercase tracking-wider text-slate-600">
          {company.legalSuffix}
        </span>
      </span>
    </a>
  );
}

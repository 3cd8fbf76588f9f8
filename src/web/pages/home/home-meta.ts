import { company } from '../../../content/index.js';
import type { RouteHandle } from '../../app/page-meta.js';
import type { HomeSectionId } from '../../components/layout/home-section-paths.js';
import { branchesJsonLd, organizationJsonLd } from './home-structured-data.js';

/**
 * The home page answers at /, /services, /about and /contact; each has its own title and
 * canonical URL. All show the same content, so all carry the same structured data.
 */
export function homeHandle(section?: HomeSectionId): RouteHandle {
  const titles = { services: 'Our Services', about: 'About Us', contact: 'Contact Us' } as const;
  return {
    meta: () => ({
      title: section ? titles[section] : company.name,
      description: company.description,
      canonicalPath: section ? `/${section}` : '/',
      jsonLd: [organizationJsonLd(), ...branchesJsonLd()],
    }),
  };
}

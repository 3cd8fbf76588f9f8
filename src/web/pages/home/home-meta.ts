import { company } from '../../../content/index.js';
import type { RouteHandle } from '../../app/page-meta.js';

/** The home page answers at /, /services, /about and /contact; each has its own title and canonical URL. */
export function homeHandle(section?: 'services' | 'about' | 'contact'): RouteHandle {
  const titles = { services: 'Our Services', about: 'About Us', contact: 'Contact Us' } as const;
  return {
    meta: () => ({
      title: section ? titles[section] : company.name,
      description: company.description,
      canonicalPath: section ? `/${section}` : '/',
    }),
  };
}

import { findBrand } from '../../../content/index.js';
import type { RouteHandle } from '../../app/page-meta.js';

export const brandHandle: RouteHandle = {
  meta: ({ brandName = '' }) => {
    const brand = findBrand(brandName);
    if (!brand) {
      return {
        title: 'Brand Not Found',
        description: 'The requested brand page could not be found.',
        noindex: true,
        statusCode: 404,
      };
    }
    return {
      title: `${brand.name} Products`,
      description: brand.description,
      canonicalPath: `/brands/${brand.slug}`,
    };
  },
};

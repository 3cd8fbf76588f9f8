import {
  type Brand,
  brandHref,
  findBrand as findBrandIn,
  joinAsSentence,
  type Service,
  type SiteContent,
} from '#content/index.js';
import { bulletList, documentId, type KnowledgeDocument, markdownLink } from './knowledge-document.js';

// What the group sells: brands, services and product categories (/products, /brands/…, /services).

export function portfolioDocuments(content: SiteContent): KnowledgeDocument[] {
  const brands = content.brands.brands;
  const findBrand = (slug: string) => findBrandIn(content, slug);
  const productCategories = content.productsPage.categories;
  const { productTypes } = content.productsPage;
  const services = content.services.services;
  const { stats } = content.company;
  const whyChooseProducts = content.productsPage.whyChoose;

  const productsPage = { label: 'our product portfolio', href: '/products' } as const;
  const servicesPage = { label: 'our services', href: '/services' } as const;

  /** A partner named as a link to its brand page when it has one. */
  function partnerName(name: string): string {
    const brand = findBrand(name);
    return brand ? markdownLink(brand.name, brandHref(brand)) : name;
  }

  function brandId(brand: Brand, position: number): string {
    return documentId('brands', position, brand.slug);
  }

  function brandDocument(brand: Brand, position: number): KnowledgeDocument {
    const productNames = brand.products.map((product) => product.name);
    return {
      id: brandId(brand, position),
      title: brand.name,
      keywords: `${brand.slug} ${(brand.otherNames ?? []).join(' ')} brand authorized partner distributor products range buy sell`,
      answer: `${brand.description}\n\nProduct categories: ${joinAsSentence(productNames)}.`,
      link: { label: `the ${brand.name} page`, href: brandHref(brand) },
    };
  }

  function serviceDocument(service: Service, position: number): KnowledgeDocument {
    return {
      id: documentId('services', position),
      title: service.title,
      keywords: `service ${(service.otherWords ?? []).join(' ')}`,
      answer: `${service.description}\n\nBrands: ${service.partners.map(partnerName).join(', ')}.`,
      link: servicesPage,
    };
  }

  const servicesOverview: KnowledgeDocument = {
    id: 'services',
    title: 'Our services',
    keywords: 'services what do you do offer business solutions work provide',
    answer: bulletList(services.map((service) => `**${service.title}**: ${service.description}`)),
    link: servicesPage,
    includes: services.map((_service, position) => documentId('services', position)),
  };

  const brandsOverview: KnowledgeDocument = {
    id: 'brands',
    title: 'Our brand partners',
    keywords: 'brands brand partners which companies manufacturers deal carry authorized list all',
    answer: `We work with ${stats.brandPartners} brand partners, including ${brands.map((brand) => markdownLink(brand.name, brandHref(brand))).join(', ')}.`,
    link: productsPage,
    includes: brands.map(brandId),
  };

  function categoryDocument(
    category: (typeof productCategories)[number],
    position: number,
  ): KnowledgeDocument {
    return {
      id: documentId('product-categories', position, category.id),
      title: category.title,
      keywords: 'product category categories brands which partner partnered',
      answer: `${category.description}\n\nBrands (${category.brands.length}): ${category.brands.map((brand) => partnerName(brand)).join(', ')}.`,
      link: productsPage,
    };
  }

  const productsOverview: KnowledgeDocument = {
    id: 'products',
    title: 'Our products',
    keywords: 'products sell range types categories what why choose genuine authentic warranty quality',
    answer: [
      `Product types: ${joinAsSentence(productTypes.map((type) => `**${type.title}** (${type.description.replace(/\.$/, '')})`))}.`,
      '',
      bulletList(whyChooseProducts.map((reason) => `**${reason.title}**: ${reason.description}`)),
    ].join('\n'),
    link: productsPage,
  };

  // Kinds of product more than one brand makes; a brand's own products are on its document.
  const productNames = [
    ...new Set(brands.flatMap((brand) => brand.products.map((product) => product.name))),
  ].filter(
    (name) => brands.filter((brand) => brand.products.some((product) => product.name === name)).length > 1,
  );

  /** "Which monitor brands do you have?": one document per kind of product, naming its brands. */
  function productTypeDocument(productName: string, position: number): KnowledgeDocument {
    const makers = brands.filter((brand) => brand.products.some((product) => product.name === productName));
    return {
      id: documentId('product-kinds', position),
      title: productName,
      keywords: 'which company make',
      answer: `Our brands for ${productName.toLowerCase()}: ${makers.map((brand) => markdownLink(brand.name, brandHref(brand))).join(', ')}.`,
      link: productsPage,
    };
  }

  return [
    servicesOverview,
    ...services.map(serviceDocument),
    brandsOverview,
    ...brands.map(brandDocument),
    productsOverview,
    ...productCategories.map(categoryDocument),
    ...productNames.map(productTypeDocument),
  ];
}

import type { SiteContent } from '#content/index.js';
import { careersDocuments } from './careers-documents.js';
import { companyDocuments } from './company-documents.js';
import type { KnowledgeDocument } from './knowledge-document.js';
import { networkDocuments } from './network-documents.js';
import { portfolioDocuments } from './portfolio-documents.js';
import { retailDocuments } from './retail-documents.js';

/** Everything the assistant knows, built from the published content (openings as open on `today`). */
export function buildKnowledgeDocuments(content: SiteContent, today: string): KnowledgeDocument[] {
  return [
    ...companyDocuments(content),
    ...networkDocuments(content),
    ...retailDocuments(content),
    ...portfolioDocuments(content),
    ...careersDocuments(content, today),
  ];
}

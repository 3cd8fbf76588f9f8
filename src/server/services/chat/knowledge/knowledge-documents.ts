import { careersDocuments } from './careers-documents.js';
import { companyDocuments } from './company-documents.js';
import type { KnowledgeDocument } from './knowledge-document.js';
import { networkDocuments } from './network-documents.js';
import { portfolioDocuments } from './portfolio-documents.js';
import { retailDocuments } from './retail-documents.js';

/** Everything the assistant knows, built from `src/content` once when the server starts. */
export function buildKnowledgeDocuments(): KnowledgeDocument[] {
  return [
    ...companyDocuments(),
    ...networkDocuments(),
    ...retailDocuments(),
    ...portfolioDocuments(),
    ...careersDocuments(),
  ];
}

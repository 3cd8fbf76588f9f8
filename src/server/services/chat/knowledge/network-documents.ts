import {
  branchOffices as allBranchOffices,
  type Branch,
  corporateOffice as headOffice,
  joinAsSentence,
  type NetworkCoverage,
  officesHeadFirst,
  operatingStates,
  type SiteContent,
} from '#content/index.js';
import {
  bulletList,
  documentId,
  emailLink,
  type KnowledgeDocument,
  phoneLink,
} from './knowledge-document.js';

// The offices and the distribution network: the facts of /distribution (and the home page's branches).

export function networkDocuments(content: SiteContent): KnowledgeDocument[] {
  const branches = officesHeadFirst(content);
  const branchOffices = allBranchOffices(content);
  const corporateOffice = headOffice(content) ?? branches[0]!;
  const networkCoverage = content.distributionPage.coverage;
  const partnershipBenefits = content.distributionPage.benefits;
  const states = operatingStates(content);
  const cin = content.company.cin;
  const salesContact = content.company.contacts.sales;

  const distributionPage = { label: 'our distribution network', href: '/distribution' } as const;

  /** 'Patna Branch, Bihar: +91 …' with whichever contact numbers the branch has. */
  function branchLine(branch: Branch): string {
    const numbers = [branch.helpline, branch.phone].filter((phone) => phone !== undefined).map(phoneLink);
    return `**${branch.name}** (${branch.city}, ${branch.state}): ${numbers.join(', ')}`;
  }

  const branchIds = branches.map((branch, position) => documentId('offices', position, branch.id));

  function stateId(position: number): string {
    return documentId('coverage', position);
  }

  function branchDocument(branch: Branch, position: number): KnowledgeDocument {
    const details = [
      `Address: ${branch.address}`,
      ...(branch.helpline ? [`Helpline: ${phoneLink(branch.helpline)}`] : []),
      ...(branch.phone ? [`Phone: ${phoneLink(branch.phone)}`] : []),
      ...(branch.email ? [`Email: ${emailLink(branch.email)}`] : []),
      ...(branch.website ? [`Website: ${branch.website}`] : []),
      ...(branch.isCorporate && cin ? [`CIN: ${cin}`] : []),
    ];
    // The head office's card carries the company's CIN: a vendor form's "company CIN" finds it here.
    const role = branch.isCorporate
      ? `head office corporate headquarters main${cin ? ' cin company registration' : ''}`
      : '';
    return {
      id: documentId('offices', position, branch.id),
      title: `${branch.name}, ${branch.city}`,
      keywords: `${role} branch office ${branch.city} ${branch.state} address located location phone number email visit`,
      answer: `${branch.isCorporate ? `Our head office is in ${branch.city}, ${branch.state}.\n\n` : ''}${bulletList(details)}`,
      link: distributionPage,
    };
  }

  function stateDocument(state: NetworkCoverage, position: number): KnowledgeDocument {
    const inState = branches.filter((branch) => branch.state === state.state);
    const inStateIds = branchIds.filter((_id, position) => branches[position]?.state === state.state);
    return {
      id: stateId(position),
      title: `Branches in ${state.state}`,
      keywords: `${state.state} state offices cities network coverage presence`,
      answer: `In ${state.state} we are in ${joinAsSentence(state.cities)}.\n\n${bulletList(inState.map(branchLine))}`,
      link: distributionPage,
      includes: inStateIds,
    };
  }

  const branchesOverview: KnowledgeDocument = {
    id: 'branches-overview',
    title: 'Our branches',
    keywords:
      'branches offices locations network how many where list all cities states covered regions operate presence eastern india',
    answer: [
      `We have our ${corporateOffice.name} in ${corporateOffice.city} and ${branchOffices.length} branches across ${states.length} states: ${joinAsSentence(states)}.`,
      '',
      bulletList(networkCoverage.map((state) => `**${state.state}**: ${joinAsSentence(state.cities)}`)),
    ].join('\n'),
    link: distributionPage,
    includes: [...networkCoverage.map((_state, position) => stateId(position)), ...branchIds],
  };

  const partnershipDocument: KnowledgeDocument = {
    id: 'partnership-benefits',
    title: 'Partnering with us: benefits for resellers',
    keywords: 'partner partnership become reseller dealer retailer distributor benefits join channel',
    answer: [
      bulletList(partnershipBenefits.map((benefit) => `**${benefit.title}**: ${benefit.description}`)),
      '',
      `To become a partner, talk to our sales team: ${phoneLink(salesContact.phone)}, ${emailLink(salesContact.email)}.`,
    ].join('\n'),
    link: distributionPage,
  };

  return [
    branchesOverview,
    ...networkCoverage.map(stateDocument),
    ...branches.map(branchDocument),
    partnershipDocument,
  ];
}

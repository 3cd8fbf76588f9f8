import {
  branchOffices as allBranchOffices,
  formatLongDate,
  joinAsSentence,
  legalName,
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

// Who the company is, how to reach it, and what it has done (/about, /contact, /activities).

export function companyDocuments(content: SiteContent): KnowledgeDocument[] {
  const { company } = content;
  const aboutParagraphs = company.about.paragraphs;
  const awards = content.awards.awards;
  const milestones = content.milestones.milestones;
  const recentEvents = content.events.events;
  const stats = company.stats;
  const homeCounters = company.counters;
  const generalContact = {
    ...company.contacts.general,
    city: company.headquarters.city,
    state: company.headquarters.state,
  };
  const salesContact = company.contacts.sales;
  const supportContact = company.contacts.support;
  const hrContact = company.contacts.hr;
  const branchOffices = allBranchOffices(content);
  const states = operatingStates(content);

  const aboutDocument: KnowledgeDocument = {
    id: 'about',
    title: `About ${company.name}`,
    keywords:
      'about who are you company history founded established started since year when how long old experience years customers clients headquarters based operate operating business registered legal full name',
    answer: [
      ...aboutParagraphs.flatMap((paragraph) => [paragraph, '']),
      bulletList([
        `Registered name: ${legalName(content)}`,
        `Founded: ${company.foundedYear}, in ${company.headquarters.city}, ${company.headquarters.state}`,
        `Experience: ${stats.years} years`,
        `Branches: ${stats.branches} (a corporate office and ${branchOffices.length} branches)`,
        `States covered: ${states.length} (${joinAsSentence(states)})`,
        `Brand partners: ${stats.brandPartners}`,
        `Customers: ${stats.customers} (${homeCounters.happyClients}+ happy clients)`,
      ]),
    ].join('\n'),
    link: { label: 'about us', href: '/about' },
  };

  const contactDocument: KnowledgeDocument = {
    id: 'contact',
    title: 'Contact us: phone numbers and email addresses',
    keywords:
      'contact reach talk speak person human call phone number email address mail sales support help customer care enquiry quote hr team',
    answer: bulletList([
      `General: ${phoneLink(generalContact.phone)}, ${emailLink(generalContact.email)} (${generalContact.city}, ${generalContact.state})`,
      `Sales: ${phoneLink(salesContact.phone)}, ${emailLink(salesContact.email)}`,
      `Support: ${phoneLink(supportContact.phone)}, ${emailLink(supportContact.email)}`,
      `HR: ${phoneLink(hrContact.phone)}, ${emailLink(hrContact.email)}`,
    ]),
    link: { label: 'the contact section', href: '/contact' },
  };

  const activitiesPage = { label: 'our activities', href: '/activities' } as const;

  const awardsDocument: KnowledgeDocument = {
    id: 'awards',
    title: 'Awards',
    keywords: 'awards recognition achievements prizes won honours',
    answer: bulletList(awards.map((award) => `**${award.title}** (${award.organization}, ${award.year})`)),
    link: activitiesPage,
  };

  const milestonesDocument: KnowledgeDocument = {
    id: 'milestones',
    title: 'Company milestones',
    keywords: 'milestones history timeline journey growth',
    answer: bulletList(milestones.map((milestone) => `**${milestone.year}**: ${milestone.title}`)),
    link: activitiesPage,
  };

  // Dates as the activities page shows them ('9 November 2024'), not as stored.
  const eventLine = (event: (typeof recentEvents)[number]) =>
    `**${event.title}** (${formatLongDate(event.date)}): ${event.attendees} attendees`;
  const eventId = (position: number) => documentId('events', position);
  const eventsDocument: KnowledgeDocument = {
    id: 'events',
    title: 'Recent events',
    keywords: 'events recent meet launch workshop training attendees attended people participants',
    answer: bulletList(recentEvents.map(eventLine)),
    link: activitiesPage,
    includes: recentEvents.map((_event, position) => eventId(position)),
  };
  // "When was the launch, and how many came to the workshop?": each event named is answered by its
  // own date and attendance, not by the list of every event (whose other figures answer nothing asked).
  const eventDocuments: KnowledgeDocument[] = recentEvents.map((event, position) => ({
    id: eventId(position),
    title: event.title,
    keywords: 'event date attendees attended people participants',
    answer: bulletList([`Date: ${formatLongDate(event.date)}`, `Attendees: ${event.attendees}`]),
    link: activitiesPage,
  }));

  const hrDocument: KnowledgeDocument = {
    id: 'hr-contact',
    title: 'HR team contact',
    keywords: 'hr human resources team contact phone number email recruitment',
    answer: bulletList([`Phone: ${phoneLink(hrContact.phone)}`, `Email: ${emailLink(hrContact.email)}`]),
    link: { label: 'the careers page', href: '/careers' },
  };

  const teamActivity = content.galleries.teamActivity;
  const teamActivityDocument: KnowledgeDocument = {
    id: 'team-activity',
    title: teamActivity.title,
    keywords: 'team activities together staff employees outing fun culture',
    answer: teamActivity.text,
    link: activitiesPage,
  };

  const partners = content.partners.partners;
  const partnersDocument: KnowledgeDocument = {
    id: 'partners',
    title: 'Our partners',
    keywords: 'partners all who list logos associated companies',
    answer: `We work with ${stats.brandPartners} brand partners: ${joinAsSentence(partners.map((partner) => partner.name))}.`,
    link: { label: 'our home page', href: '/' },
  };

  return [
    aboutDocument,
    contactDocument,
    hrDocument,
    awardsDocument,
    milestonesDocument,
    eventsDocument,
    ...eventDocuments,
    teamActivityDocument,
    partnersDocument,
  ];
}

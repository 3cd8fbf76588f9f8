/**
 * An opening's card and the notices under a job applied for, in English: the catalogues' keys,
 * said through the careers phrasebook (the application form's texts list these too). A `{name}`
 * is a value the card fills in (the date to apply by, the application's reference).
 */
export const jobOpeningTexts = {
  location: 'Location',
  type: 'Type',
  department: 'Department',
  reportsTo: 'Reports to',
  salary: 'Salary',
  experience: 'Experience',
  jobId: 'Job ID',
  applyBy: 'Apply by {date}',
  viewDetails: 'View Details',
  hideDetails: 'Hide Details',
  responsibilities: 'Responsibilities',
  requirements: 'Requirements',
  howToApply: 'How to apply',
  applyNow: 'Apply Now',
  applyByEmail: 'Apply via Email',
} as const;

export const applicationNoticeTexts = {
  accepted:
    'Application submitted successfully! Your application reference is {reference}. Our HR team will review your application.',
  unreachable: 'Backend not available. Opening email as fallback method.',
  attachResume: 'Please attach your resume (PDF) to the email before sending it. If no email opened,',
  openEmail: 'open the application email',
} as const;

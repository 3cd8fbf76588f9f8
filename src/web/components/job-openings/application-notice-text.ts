/**
 * The notices' wording under a job applied for, in English: the catalogues' keys, said through the
 * careers phrasebook (the application form's texts list these too). `{reference}` is the
 * application's reference, which only the browser knows.
 */
export const applicationNoticeTexts = {
  accepted:
    'Application submitted successfully! Your application reference is {reference}. Our HR team will review your application.',
  unreachable: 'Backend not available. Opening email as fallback method.',
  attachResume: 'Please attach your resume (PDF) to the email before sending it. If no email opened,',
  openEmail: 'open the application email',
} as const;

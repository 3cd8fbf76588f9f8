/** The English sources of the partner logo strip's texts, the catalogues' keys. */
export const partnerLogoStripTexts = {
  pause: 'Pause logos',
  logo: '{name} logo',
} as const;

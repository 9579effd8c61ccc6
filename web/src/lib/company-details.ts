/** How to reach Vozimo: shown on the contact page and in the privacy policy. */
export const COMPANY = {
  legalName: 'Vozimo d.o.o.',
  supportEmail: 'support@vozimo.com',
  addressLines: ['Vozimo d.o.o.', 'Put Supavla 1', '21000 Split', 'Croatia'],
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/vozimo' },
    { name: 'Instagram', url: 'https://www.instagram.com/vozimo' },
  ],
} as const;

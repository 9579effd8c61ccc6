/**
 * Who Vozimo is and how to reach it: the one source of the company's details for the web's pages
 * and modals, the server's bank details (the account holder) and every e-mail's footer (ADR 0018).
 * The bank account itself (bank, IBAN, SWIFT) is a platform setting staff keep (settings.bank_info).
 */
const legalName = 'Vozimo d.o.o.';
const addressLines = [legalName, 'Put Supavla 1', '21000 Split', 'Croatia'] as const;

export const COMPANY = {
  legalName,
  supportEmail: 'support@vozimo.com',
  /** The postal address, one line each, the legal name first. */
  addressLines,
  /** The same on one line: what a bank transfer names as its account holder. */
  postalAddress: addressLines.join(', '),
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/vozimo' },
    { name: 'Instagram', url: 'https://www.instagram.com/vozimo' },
  ],
} as const;

/**
 * Vozimo's own details as the public pages (Contact, Privacy, FAQ, the customer's trip page) print
 * them, and the demo's business details: the demo seed stores these as settings.business_details.
 * E-mail footers and bank-transfer documents name whoever runs the installation instead, from the
 * business details staff keep in the back office (ADR 0055, which replaces this part of ADR 0018).
 */
const legalName = 'Vozimo d.o.o.';
const streetAddress = 'Put Supavla 1';
const postalCode = '21000';
const city = 'Split';
const country = 'Croatia';
const addressLines = [legalName, streetAddress, `${postalCode} ${city}`, country] as const;

export const COMPANY = {
  legalName,
  streetAddress,
  postalCode,
  city,
  country,
  /** The demo's: a Croatian OIB with valid check digits, not a real company's. */
  vatNumber: 'HR69435151530',
  supportEmail: 'support@vozimo.com',
  /** The postal address, one line each, the legal name first. */
  addressLines,
  /** The same on one line. */
  postalAddress: addressLines.join(', '),
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/vozimo' },
    { name: 'Instagram', url: 'https://www.instagram.com/vozimo' },
  ],
} as const;

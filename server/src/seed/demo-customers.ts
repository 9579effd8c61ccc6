/** Invented travellers and the kind of notes agents write; e-mail domains are reserved example ones. */
export interface DemoCustomerOrigin {
  firstNames: readonly string[];
  lastNames: readonly string[];
  /** Builds a phone number from a 0-999 number, inside ranges reserved for fiction where a country has one. */
  phone: (n: number) => string;
}

const threeDigits = (n: number) => String(n).padStart(3, '0');

export const DEMO_CUSTOMER_ORIGINS: readonly DemoCustomerOrigin[] = [
  {
    firstNames: ['Oliver', 'Amelia', 'George', 'Isla', 'Harry', 'Emily', 'James', 'Charlotte'],
    lastNames: ['Smith', 'Taylor', 'Brown', 'Wilson', 'Evans', 'Clarke', 'Hughes', 'Walker'],
    phone: (n) => `+44 7700 900${threeDigits(n)}`,
  },
  {
    firstNames: ['Michael', 'Jessica', 'David', 'Ashley', 'Daniel', 'Sarah', 'Ryan', 'Megan'],
    lastNames: ['Johnson', 'Miller', 'Davis', 'Garcia', 'Anderson', 'Thompson', 'Moore', 'Martin'],
    phone: (n) => `+1 202 555 0${threeDigits(n % 200)}`,
  },
  {
    firstNames: ['Lukas', 'Anna', 'Felix', 'Lena', 'Jonas', 'Marie', 'Paul', 'Sophie'],
    lastNames: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Hoffmann', 'Wagner'],
    phone: (n) => `+49 152 5550 ${threeDigits(n)}`,
  },
  {
    firstNames: ['Daan', 'Emma', 'Sem', 'Julia', 'Lars', 'Sanne'],
    lastNames: ['de Jong', 'Jansen', 'de Vries', 'Bakker', 'Visser', 'Smit'],
    phone: (n) => `+31 6 5550 0${threeDigits(n)}`,
  },
  {
    firstNames: ['Jack', 'Chloe', 'Lachlan', 'Olivia'],
    lastNames: ['Kelly', 'Nguyen', 'Ryan', 'Campbell'],
    phone: (n) => `+61 491 570 ${threeDigits(n)}`,
  },
];

export const DEMO_EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net'] as const;

export const DEMO_NOTES = [
  '',
  '',
  '',
  'Two large suitcases and a stroller.',
  'Please wait with a name sign.',
  'Customer would like a short coffee stop on the way.',
  'Two golf bags.',
  'Returning guests, they asked for the same driver as last year.',
  'Honeymoon couple: a bottle of water and a quiet ride please.',
  'One passenger uses a folding wheelchair.',
  'Call the customer 30 minutes before pickup.',
] as const;

export const DEMO_FLIGHT_NUMBERS = [
  'OU 652', 'LH 1416', 'BA 2612', 'EW 9744', 'FR 8342', 'U2 2473', 'LX 1486', 'OS 733', 'KL 1967', 'AF 1446', 'EI 438', 'TK 1053',
] as const;

export const DEMO_CHILD_INFO = [
  'One child seat, child aged 3',
  'Booster seat for a 7-year-old',
  'Infant carrier, baby 10 months',
  'Two child seats: ages 2 and 5',
] as const;

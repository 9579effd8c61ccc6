/** Every demo account signs in with this password (guide section 1). */
export const DEMO_PASSWORD = 'demo12345';

export type DemoAgencyKey = 'adriatic' | 'alpine';

export const DEMO_AGENCIES: readonly { key: DemoAgencyKey; name: string; agencyPercentBp: number }[] = [
  { key: 'adriatic', name: 'Adriatic Travel', agencyPercentBp: 1000 },
  { key: 'alpine', name: 'Alpine Tours', agencyPercentBp: 1200 },
];

export type DemoUsername = 'staff' | 'agency-admin' | 'agent' | 'agent-b' | 'driver-admin' | 'driver' | 'driver-b';
export type DemoAgentUsername = 'agency-admin' | 'agent' | 'agent-b';

export interface DemoUser {
  username: DemoUsername;
  firstName: string;
  lastName: string;
  email: string;
  isStaff: boolean;
  isAgent: boolean;
  isAgencyAdmin: boolean;
  isDriver: boolean;
  isDriverAdmin: boolean;
  agencyKey: DemoAgencyKey | null;
  /** The driver profile (demo-fleet.ts) a driver user signs in as; it names the company. */
  driverKey: string | null;
  /** Days before the seed's `now` of the last sign-in, shown on the agents screen; null: never. */
  lastLoginDaysAgo: number | null;
}

const NONE = { isStaff: false, isAgent: false, isAgencyAdmin: false, isDriver: false, isDriverAdmin: false };

export const DEMO_USERS: readonly DemoUser[] = [
  { ...NONE, username: 'staff', firstName: 'Petra', lastName: 'Horvat', email: 'petra.horvat@vozimo.example.com', isStaff: true, agencyKey: null, driverKey: null, lastLoginDaysAgo: 1 },
  { ...NONE, username: 'agency-admin', firstName: 'Ivana', lastName: 'Kovačević', email: 'ivana.kovacevic@adriatic-travel.example.com', isAgent: true, isAgencyAdmin: true, agencyKey: 'adriatic', driverKey: null, lastLoginDaysAgo: 2 },
  { ...NONE, username: 'agent', firstName: 'Marin', lastName: 'Babić', email: 'marin.babic@adriatic-travel.example.com', isAgent: true, agencyKey: 'adriatic', driverKey: null, lastLoginDaysAgo: 5 },
  { ...NONE, username: 'agent-b', firstName: 'Maja', lastName: 'Kos', email: 'maja.kos@alpine-tours.example.com', isAgent: true, isAgencyAdmin: true, agencyKey: 'alpine', driverKey: null, lastLoginDaysAgo: 3 },
  { ...NONE, username: 'driver-admin', firstName: 'Ante', lastName: 'Jurić', email: 'ante.juric@split-riviera.example.com', isDriver: true, isDriverAdmin: true, agencyKey: null, driverKey: 'ante-juric', lastLoginDaysAgo: 1 },
  { ...NONE, username: 'driver', firstName: 'Marko', lastName: 'Perić', email: 'marko.peric@split-riviera.example.com', isDriver: true, agencyKey: null, driverKey: 'marko-peric', lastLoginDaysAgo: null },
  { ...NONE, username: 'driver-b', firstName: 'Luka', lastName: 'Novak', email: 'luka.novak@ljubljana-drive.example.com', isDriver: true, isDriverAdmin: true, agencyKey: null, driverKey: 'luka-novak', lastLoginDaysAgo: 4 },
];

/** Who sells most: the planner picks an owner per trip with these weights. */
export const DEMO_AGENT_WEIGHTS: readonly (readonly [DemoAgentUsername, number])[] = [
  ['agent', 4],
  ['agency-admin', 2.5],
  ['agent-b', 3.5],
];

export function agencyOfAgent(username: DemoAgentUsername): DemoAgencyKey {
  const agencyKey = DEMO_USERS.find((user) => user.username === username)?.agencyKey;
  if (!agencyKey) throw new Error(`demo agent ${username} has no agency`);
  return agencyKey;
}


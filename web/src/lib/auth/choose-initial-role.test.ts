import { describe, expect, it } from 'vitest';
import { type ActiveRole, chooseInitialRole } from './choose-initial-role.ts';

const user = (agent: boolean, driver: boolean, staff: boolean) => ({ is_agent: agent, is_driver: driver, is_staff: staff });

describe('chooseInitialRole (spec section 4)', () => {
  const cases: [string, ReturnType<typeof user>, string | null, ActiveRole][] = [
    // stored driver wins for drivers and staff
    ['driver, stored driver', user(false, true, false), 'driver', 'driver'],
    ['staff, stored driver', user(false, false, true), 'driver', 'driver'],
    ['agent+driver, stored driver', user(true, true, false), 'driver', 'driver'],
    // stored driver is ignored for someone who cannot be a driver
    ['agent, stored driver', user(true, false, false), 'driver', 'agent'],
    // stored agent wins for agents and staff
    ['agent, stored agent', user(true, false, false), 'agent', 'agent'],
    ['staff, stored agent', user(false, false, true), 'agent', 'agent'],
    ['agent+driver, stored agent', user(true, true, false), 'agent', 'agent'],
    ['staff+driver, stored agent', user(false, true, true), 'agent', 'agent'],
    // stored agent is ignored for a driver who is not an agent
    ['driver, stored agent', user(false, true, false), 'agent', 'driver'],
    // nothing (or junk) stored: agents are agents, everyone else driver
    ['agent, nothing stored', user(true, false, false), null, 'agent'],
    ['agent+driver, nothing stored', user(true, true, false), null, 'agent'],
    ['driver, nothing stored', user(false, true, false), null, 'driver'],
    ['staff, nothing stored', user(false, false, true), null, 'driver'],
    ['staff+agent, junk stored', user(true, false, true), 'admin', 'agent'],
    ['no role at all, nothing stored', user(false, false, false), null, 'driver'],
    ['no role at all, stored agent', user(false, false, false), 'agent', 'driver'],
  ];

  it.each(cases)('%s → %s', (_name, flags, stored, expected) => {
    expect(chooseInitialRole(flags, stored)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { describeAction, kindOfAction } from './action-sentences.ts';

describe('describeAction', () => {
  it.each([
    ['trip.status.change', "Changed the trip's status"],
    ['agents.agent.deactivate', 'Deactivated an agent'],
    ['fleet.driver.approve', 'Approved driver'],
    ['fleet.vehicle.reject', 'Rejected vehicle'],
    ['catalogue.poi_category.update', 'Updated poi category'],
    ['pricing.settings.tune', 'Pricing settings tune'],
    ['setup', 'Setup'],
    ['', ''],
  ])('%s → %s', (action, sentence) => {
    expect(describeAction(action)).toBe(sentence);
  });
});

describe('kindOfAction', () => {
  it.each([
    ['trip.status.change', 'trip'],
    ['bulk_payment.mark_paid', 'bulk_payment'],
    ['setup', 'setup'],
  ])('%s → %s', (action, kind) => expect(kindOfAction(action)).toBe(kind));
});

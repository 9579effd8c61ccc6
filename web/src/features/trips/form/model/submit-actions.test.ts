import { describe, expect, it } from 'vitest';
import { tripForEditing } from '../test/fixtures.ts';
import { isDraftAfter, needsConfirmation, showsStaffPanels, SUBMIT_LABELS, submitActions, type TripFormMode } from './submit-actions.ts';

const edit = (more: Parameters<typeof tripForEditing>[0]): TripFormMode => ({ kind: 'edit', trip: tripForEditing(more) });

describe('submitActions', () => {
  it.each<[string, TripFormMode, string[]]>([
    ['a new trip', { kind: 'new' }, ['Save Quote', 'Book Trip']],
    ['a draft', edit({ status: 'draft', is_draft: true }), ['Update Quote', 'Book Trip']],
    ['a pending trip', edit({ status: 'pending_payment', is_draft: false }), ['Update Trip']],
    ['a confirmed trip', edit({ status: 'confirmed', is_draft: false }), ['Update Trip']],
    ['a trip the user may not change', edit({ status: 'completed', is_draft: false, can_edit: false }), []],
  ])('%s shows %j', (_what, mode, labels) => {
    expect(submitActions(mode).map((a) => SUBMIT_LABELS[a])).toEqual(labels);
  });
});

describe('isDraftAfter and needsConfirmation', () => {
  it.each([
    ['save-quote', true, false],
    ['update-quote', true, false],
    ['book', false, false],
    ['update-trip', false, true],
  ] as const)('%s: draft %s, confirmed first %s', (action, draft, confirm) => {
    expect(isDraftAfter(action)).toBe(draft);
    expect(needsConfirmation(action)).toBe(confirm);
  });
});

describe('showsStaffPanels', () => {
  it.each<[string, TripFormMode, boolean, boolean]>([
    ['staff on a confirmed trip', edit({ status: 'confirmed', is_draft: false }), true, true],
    ['an agent on a confirmed trip', edit({ status: 'confirmed', is_draft: false }), false, false],
    ['staff on a draft', edit({ status: 'draft', is_draft: true }), true, false],
    ['staff on a new trip', { kind: 'new' }, true, false],
    ['staff on a completed trip', edit({ status: 'completed', is_draft: false, can_edit: false }), true, false],
  ])('%s: %s', (_what, mode, staff, shown) => {
    expect(showsStaffPanels(mode, staff)).toBe(shown);
  });
});

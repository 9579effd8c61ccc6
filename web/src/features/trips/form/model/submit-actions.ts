import type { TripForEditing } from '@vozimo/contract';

/** New trip, or an existing one as GET /api/trip/{tripId} gave it. */
export type TripFormMode = { kind: 'new' } | { kind: 'edit'; trip: TripForEditing };

export type SubmitAction = 'save-quote' | 'book' | 'update-quote' | 'update-trip';

export const SUBMIT_LABELS: Record<SubmitAction, string> = {
  'save-quote': 'Save Quote',
  book: 'Book Trip',
  'update-quote': 'Update Quote',
  'update-trip': 'Update Trip',
};

/**
 * The buttons of spec section 2: a new trip has Save Quote and Book Trip; a draft has Update Quote
 * and Book Trip; a booked trip has Update Trip (behind a confirm dialog). A trip the user may not
 * change has none.
 */
export function submitActions(mode: TripFormMode): SubmitAction[] {
  if (mode.kind === 'new') return ['save-quote', 'book'];
  if (!mode.trip.can_edit) return [];
  return mode.trip.is_draft ? ['update-quote', 'book'] : ['update-trip'];
}

/** Quotes stay drafts; Book Trip and Update Trip send is_draft false. */
export function isDraftAfter(action: SubmitAction): boolean {
  return action === 'save-quote' || action === 'update-quote';
}

/** Only changes to a booked trip are confirmed first ('Are you sure you want to make changes to trip?'). */
export function needsConfirmation(action: SubmitAction): boolean {
  return action === 'update-trip';
}

/** The Driver and vehicle and Trip Status panels: staff editing a booked trip (a quote has no driver yet). */
export function showsStaffPanels(mode: TripFormMode, isStaff: boolean): boolean {
  return isStaff && mode.kind === 'edit' && !mode.trip.is_draft && mode.trip.can_edit;
}

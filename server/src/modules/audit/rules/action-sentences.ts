/**
 * The audit log's actions in words: the one place an action ('area.thing.verb') gets the sentence
 * staff read. Actions not listed here still read sensibly (the fallback below), so an area adding
 * an action never makes the log unreadable; the raw action is always shown beside the sentence.
 */
const SENTENCES: Record<string, string> = {
  'trip.status.change': "Changed the trip's status",
  'trip.offer_to_drivers': 'Offered the trip to drivers',
  'trip.withdraw_offer': 'Withdrew the trip’s offer to drivers',
  'agents.agent.activate': 'Activated an agent',
  'agents.agent.deactivate': 'Deactivated an agent',
  'auth.override.start': 'Started viewing as another user',
  'auth.override.end': 'Stopped viewing as another user',
  'offers.payout_policy.update': 'Changed the automatic payout steps',
  'bulk_payment.mark_paid': 'Marked a bank transfer paid',
};

/** Past tenses of the verbs actions end with, for the fallback sentence. */
const PAST: Record<string, string> = {
  approve: 'Approved',
  reject: 'Rejected',
  create: 'Created',
  add: 'Added',
  update: 'Updated',
  change: 'Changed',
  edit: 'Edited',
  delete: 'Deleted',
  remove: 'Removed',
  activate: 'Activated',
  deactivate: 'Deactivated',
  invite: 'Invited',
  start: 'Started',
  end: 'Ended',
  set: 'Set',
  mark_paid: 'Marked paid',
};

const words = (part: string) => part.replace(/[_-]+/g, ' ').trim();

/** "Changed the trip's status" for 'trip.status.change'; "Approved driver" for an unlisted 'fleet.driver.approve'. */
export function describeAction(action: string): string {
  const known = SENTENCES[action];
  if (known) return known;
  const parts = action.split('.').filter(Boolean);
  if (parts.length === 0) return action;
  const verb = parts.length > 1 ? parts[parts.length - 1]! : '';
  const things = parts.slice(1, -1).map(words).join(' ') || words(parts[0]!);
  const past = PAST[verb];
  if (past) return `${past} ${things}`;
  const sentence = parts.map(words).join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** The first word of an action: the kind the log filters by. */
export function kindOfAction(action: string): string {
  return action.split('.')[0] ?? action;
}

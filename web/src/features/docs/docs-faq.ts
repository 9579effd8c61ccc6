/** Answers for staff, drawn from how the product prices and runs trips (docs/pricing.md, docs/permissions.md). */
export const DOCS_FAQ: { question: string; answer: string }[] = [
  {
    question: 'How is the agency fee calculated?',
    answer:
      'Each agency has a commission percentage. It is applied to the base price of the trip (distance price plus stops) ' +
      'when the quote is made, and the amount is kept with the trip, so later changes to the percentage do not alter booked trips. ' +
      'The fee is paid out of the 25% deposit the customer pays online, and shows as the agent’s part once the trip is completed.',
  },
  {
    question: 'Which countries do we operate in?',
    answer:
      'Croatia and Slovenia. A trip must start or end in one of them; the other end may be abroad ' +
      '(for example Ljubljana to Venice, or Dubrovnik to Kotor).',
  },
  {
    question: 'How do I create agent accounts?',
    answer:
      'Agent accounts belong to an agency. Staff create them in the admin area and choose whether the agent is also the ' +
      'agency admin, who sees every trip and the commissions of the agency. Agents sign in with the username and password they are given.',
  },
  {
    question: 'How do I cancel a trip?',
    answer:
      'Open the trip for editing and set its status to Canceled, then save. Completed, no-show and canceled trips cannot be changed afterwards. ' +
      'Customers get a full refund when a trip is canceled up to 24 hours before departure.',
  },
];

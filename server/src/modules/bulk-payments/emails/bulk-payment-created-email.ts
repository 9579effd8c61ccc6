import { formatCents, type BankInfo } from '@vozimo/contract';
import {
  detailsTable,
  detailsText,
  emailDocument,
  formatLongDate,
  greetingFor,
  type EmailContent,
} from '../../../platform/mail/email-layout.ts';
import { html } from '../../../platform/mail/html.ts';

export interface BulkPaymentEmailTrip {
  reference: string;
  startLocality: string;
  endLocality: string;
  pickupDate: string;
  customerFirstName: string;
  customerLastName: string;
  depositGrossCents: number;
}

export interface CreatedBulkPayment {
  id: number;
  paymentReference: string;
  totalCents: number;
  agentFirstName: string;
  trips: readonly BulkPaymentEmailTrip[];
}

const customerName = (trip: BulkPaymentEmailTrip) => `${trip.customerFirstName} ${trip.customerLastName}`.trim() || '-';

/**
 * To the agent who made a bank-transfer payment: what to transfer, where, with which reference,
 * and for which trips (the same details the payment modal shows).
 */
export function bulkPaymentCreatedEmail(payment: CreatedBulkPayment, bank: Omit<BankInfo, 'reference'>, publicUrl: string): EmailContent {
  const subject = `Bank transfer details for payment ${payment.paymentReference}`;
  const greeting = greetingFor(payment.agentFirstName);
  const transfer: [string, string][] = [
    ['Amount', formatCents(payment.totalCents)],
    ['Bank', bank.bank_name],
    ['IBAN', bank.iban],
    ['SWIFT', bank.swift],
    ['Account holder', bank.account_holder],
    ['Reference', payment.paymentReference],
  ];
  const tripLine = (trip: BulkPaymentEmailTrip) =>
    `${trip.reference}: ${trip.startLocality} → ${trip.endLocality}, ${formatLongDate(trip.pickupDate)}, ${customerName(trip)}, deposit ${formatCents(trip.depositGrossCents)}`;
  const paymentsLink = `${publicUrl}/app/payments`;
  const intro = `please transfer ${formatCents(payment.totalCents)} with the reference ${payment.paymentReference}, so we can match your payment to these trips. We confirm the trips when the money arrives, usually within 1-2 business days.`;

  const text = [
    greeting,
    '',
    intro,
    '',
    detailsText(transfer),
    '',
    `Trips (${payment.trips.length}):`,
    ...payment.trips.map((trip) => `- ${tripLine(trip)}`),
    '',
    `Your payments: ${paymentsLink}`,
    '',
    'Vozimo',
  ].join('\n');
  const body = html`<p>${greeting}</p>
<p>${intro}</p>
${detailsTable(transfer)}
<p style="margin-top:16px;font-weight:600">Trips (${payment.trips.length})</p>
<ul>${payment.trips.map((trip) => html`<li>${tripLine(trip)}</li>`)}</ul>
<p><a href="${paymentsLink}">Your payments</a></p>`;
  return { subject, text, html: emailDocument(subject, body) };
}

/** Once per bulk payment. */
export const bulkPaymentCreatedDedupeKey = (bulkPaymentId: number) => `bulk-payment-created:${bulkPaymentId}`;

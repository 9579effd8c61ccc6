import { describe, expect, it } from 'vitest';
import { depositReceiptEmail } from './deposit-receipt-email.ts';
import type { DepositTrip } from './deposit-trip.ts';

const trip: DepositTrip = {
  id: 42,
  reference: 'VZ-7K3Q9A',
  token: 'tok_abc-123',
  status: 'pending_payment',
  depositGrossCents: 3750,
  depositPaid: false,
  bulkPaymentId: null,
  priceGrossCents: 15000,
  priceVatCents: 3000,
  vatPercentBp: 2500,
  startLocality: 'Split Airport',
  endLocality: 'Dubrovnik',
  pickupDate: '2030-06-15',
  pickupTime: '12:00:00',
  customerFirstName: 'Ana',
  customerLastName: 'Horvat',
  customerEmail: 'ana@example.com',
};

describe('depositReceiptEmail', () => {
  const email = depositReceiptEmail(trip, 3750, 'https://vozimo.example', true);

  it('is addressed to the customer, once per trip', () => {
    expect(email).toMatchObject({ to: 'ana@example.com', subject: 'Deposit received for your trip VZ-7K3Q9A', dedupeKey: 'deposit-paid:42' });
  });

  it('shows the price breakdown and the trip link, in text and HTML', () => {
    expect(email.text).toContain('we have received your deposit for trip VZ-7K3Q9A. Your trip is confirmed.');
    expect(email.text).toContain('Date and time: Saturday, 15 June 2030 at 12:00');
    expect(email.text).toContain('Trip price: €150.00');
    expect(email.text).toContain('Deposit paid by card: €37.50');
    expect(email.text).toContain('To pay the driver: €112.50');
    expect(email.text).toContain('Included VAT (25 %): €30.00');
    expect(email.text).toContain('https://vozimo.example/trip/VZ-7K3Q9A?token=tok_abc-123');
    for (const value of ['€150.00', '€37.50', '€112.50', '€30.00']) expect(email.html).toContain(value);
    expect(email.html).toContain('href="https://vozimo.example/trip/VZ-7K3Q9A?token=tok_abc-123"');
  });

  it('escapes every value that comes from the trip in the HTML', () => {
    const hostile = depositReceiptEmail(
      { ...trip, customerFirstName: '<script>alert(1)</script>', startLocality: '<b>Split</b>', endLocality: '"Dub" & \'rovnik\'' },
      3750,
      'https://vozimo.example',
      true,
    );
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).not.toContain('<b>Split</b>');
    expect(hostile.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(hostile.html).toContain('&quot;Dub&quot; &amp; &#39;rovnik&#39;');
  });

  it('does not call a trip confirmed that the payment did not confirm', () => {
    expect(depositReceiptEmail(trip, 3750, 'https://vozimo.example', false).text).not.toContain('confirmed');
  });
});

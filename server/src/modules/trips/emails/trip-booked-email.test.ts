import { describe, expect, it } from 'vitest';
import { tripBookedEmail, type BookedTrip } from './trip-booked-email.ts';

const trip: BookedTrip = {
  id: 7,
  reference: 'VZ-7K3Q9A',
  token: 'tok_en-1',
  startLocality: 'Split Airport',
  endLocality: 'Dubrovnik',
  pickupDate: '2030-06-15',
  pickupTime: '09:30:00',
  passengers: 3,
  customerFirstName: 'Ana',
  customerEmail: 'ana@example.com',
  depositGrossCents: 2750,
};

describe('trip booked e-mail', () => {
  it('names the trip and gives the summary, the deposit and the trip link', () => {
    const email = tripBookedEmail(trip, 'https://vozimo.example');
    expect(email.subject).toBe('Your trip VZ-7K3Q9A is booked');
    for (const part of [email.text, email.html]) {
      expect(part).toContain('Split Airport');
      expect(part).toContain('Dubrovnik');
      expect(part).toContain('Saturday, 15 June 2030 at 09:30');
      expect(part).toContain('€27.50');
      expect(part).toContain('https://vozimo.example/trip/VZ-7K3Q9A?token=tok_en-1');
    }
    expect(email.text).toMatch(/^Hello Ana,/);
    expect(email.text).toContain('Passengers: 3');
  });

  it('escapes what customers and agents typed in the HTML part', () => {
    const email = tripBookedEmail(
      { ...trip, customerFirstName: '<img src=x onerror=alert(1)>', endLocality: 'Hvar & <b>Vis</b>' },
      'https://vozimo.example',
    );
    expect(email.html).not.toContain('<img');
    expect(email.html).not.toContain('<b>Vis');
    expect(email.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;,');
    expect(email.html).toContain('Hvar &amp; &lt;b&gt;Vis&lt;/b&gt;');
    expect(email.text).toContain('Hvar & <b>Vis</b>');
  });

  it('greets without a name when there is none', () => {
    expect(tripBookedEmail({ ...trip, customerFirstName: ' ' }, 'http://localhost:3000').text).toMatch(/^Hello,\n/);
  });
});

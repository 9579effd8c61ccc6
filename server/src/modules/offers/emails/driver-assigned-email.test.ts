import { describe, expect, it } from 'vitest';
import { driverAssignedAgentCopy, driverAssignedEmail, type AssignedTrip } from './driver-assigned-email.ts';

const trip: AssignedTrip = {
  id: 7,
  reference: 'VZ-ABC123',
  token: 'secret-token',
  startLocality: 'Split Airport',
  endLocality: 'Hvar <Town>',
  pickupDate: '2030-06-15',
  pickupTime: '12:00:00',
  customerFirstName: 'Ana',
  customerLastName: 'Horvat',
  driver: { name: 'Ivan <b>Kovač</b>', phone: '+385 91 111 222', email: '', hasPhoto: true },
  vehicle: { make: 'Škoda', model: 'Superb', color: 'Black', licensePlate: 'ST-100-AA' },
};

describe('driverAssignedEmail', () => {
  it('names the driver, how to reach them and the car, in text and escaped HTML with the photo', () => {
    const email = driverAssignedEmail(trip, 'first', 'https://vozimo.example');
    expect(email.subject).toBe('Your driver for trip VZ-ABC123');
    expect(email.text).toContain('Driver: Ivan <b>Kovač</b>');
    expect(email.text).toContain('Driver’s phone: +385 91 111 222');
    expect(email.text).not.toContain('Driver’s e-mail');
    expect(email.text).toContain('Vehicle: Škoda Superb, black');
    expect(email.text).toContain('Licence plate: ST-100-AA');
    expect(email.html).toContain('Ivan &lt;b&gt;Kovač&lt;/b&gt;');
    expect(email.html).not.toContain('<b>Kovač');
    expect(email.html).toContain('src="https://vozimo.example/api/public/trip/VZ-ABC123/driver_photo?token=secret-token"');
  });

  it('says what changed in an update, shows no photo without one, and copies the agent with the customer’s name', () => {
    const noPhoto = { ...trip, driver: { ...trip.driver, hasPhoto: false } };
    const update = driverAssignedEmail(noPhoto, 'update', 'https://vozimo.example');
    expect(update.subject).toBe('New driver details for trip VZ-ABC123');
    expect(update.html).not.toContain('<img');
    const copy = driverAssignedAgentCopy(trip, 'first', 'https://vozimo.example');
    expect(copy.subject).toBe('Driver assigned: trip VZ-ABC123 (copy)');
    expect(copy.text).toContain('what we sent Ana Horvat');
  });
});

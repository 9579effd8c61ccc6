import { describe, expect, it } from 'vitest';
import { makePublicTrip } from '../../../test/fixtures/public-trip.ts';
import {
  canOfferToDrivers,
  canWithdrawOffer,
  childSeatsText,
  copyLinkLabel,
  seesOfferState,
  customerName,
  driverBalanceCents,
  orDash,
  showsBalanceDue,
  stopsText,
  tripPageLink,
} from './trip-display.ts';

describe('trip page values', () => {
  it.each([
    ['', '-'],
    ['   ', '-'],
    [null, '-'],
    [undefined, '-'],
    [' OU 654 ', 'OU 654'],
  ])('orDash(%j) is %j', (value, shown) => {
    expect(orDash(value)).toBe(shown);
  });

  it('names the customer, or shows a dash when there is no name', () => {
    expect(customerName({ customer_first_name: 'Ana', customer_last_name: '' })).toBe('Ana');
    expect(customerName({ customer_first_name: '', customer_last_name: '' })).toBe('-');
  });

  it.each([
    [{ child_seats: false, child_info: '2 years' }, 'No'],
    [{ child_seats: true, child_info: '' }, 'Yes'],
    [{ child_seats: true, child_info: ' 2 and 5 years ' }, 'Yes (2 and 5 years)'],
  ])('child seats %j read %j', (seats, shown) => {
    expect(childSeatsText({ notes: '', airport_pickup: false, flight_number: '', ...seats })).toBe(shown);
  });

  it('joins the stops with commas', () => {
    const stop = (name: string) => ({ poi_id: 1, name, time: 60, price: 30 });
    expect(stopsText([stop('Krka'), stop('Šibenik')])).toBe('Krka, Šibenik');
    expect(stopsText([])).toBe('-');
  });
});

describe('the trip link', () => {
  it('is absolute and keeps the whole token, encoded', () => {
    expect(tripPageLink('https://vozimo.com', 'VZ-7K3Q9A', 'a+b/c=')).toBe('https://vozimo.com/trip/VZ-7K3Q9A?token=a%2Bb%2Fc%3D');
  });

  const unpaid = { deposit_paid: false, deposit_by_bank_transfer: false };

  it('is a quote link for a draft', () => {
    expect(copyLinkLabel({ status: 'draft', ...unpaid })).toBe('Copy Quote Link');
  });

  it('is a payment link while the customer can pay the deposit by card', () => {
    expect(copyLinkLabel({ status: 'pending_payment', ...unpaid })).toBe('Copy Payment Link');
  });

  it('is a trip link once the deposit is paid, while the agent pays it by bank transfer, and once the trip is over', () => {
    expect(copyLinkLabel({ status: 'pending_payment', deposit_paid: true, deposit_by_bank_transfer: false })).toBe('Copy Trip Link');
    expect(copyLinkLabel({ status: 'pending_payment', deposit_paid: false, deposit_by_bank_transfer: true })).toBe('Copy Trip Link');
    for (const status of ['confirmed', 'completed', 'canceled', 'no_show'] as const) {
      expect(copyLinkLabel({ status, deposit_paid: true, deposit_by_bank_transfer: false })).toBe('Copy Trip Link');
      expect(copyLinkLabel({ status, ...unpaid })).toBe('Copy Trip Link');
    }
  });
});

describe('seesOfferState', () => {
  it('shows the marketplace state to staff and agents, never to a customer or a driver', () => {
    expect(seesOfferState({ is_staff: true, is_agent: false })).toBe(true);
    expect(seesOfferState({ is_staff: false, is_agent: true })).toBe(true);
    expect(seesOfferState({ is_staff: false, is_agent: false })).toBe(false);
    expect(seesOfferState(null)).toBe(false);
  });
});

describe('canOfferToDrivers', () => {
  const driver = { driver_name: 'Marko', driver_photo: null, phone: '', email: '' };
  const vehicle = { vehicle_make: 'VW', vehicle_model: 'Caravelle', license_plate: 'ST 1', color: 'White' };

  it('is for staff, on a booked trip nobody drives yet, not offered before', () => {
    expect(canOfferToDrivers(makePublicTrip(), true)).toBe(true);
    expect(canOfferToDrivers(makePublicTrip({ status: 'confirmed' }), true)).toBe(true);
  });

  it.each([
    ['an agent', makePublicTrip(), false],
    ['a trip with a driver', makePublicTrip({ driver }), true],
    ['a trip with a vehicle', makePublicTrip({ vehicle }), true],
    ['a trip already offered', makePublicTrip({ offer_drivers: true }), true],
    ['a quote', makePublicTrip({ status: 'draft' }), true],
    ['a completed trip', makePublicTrip({ status: 'completed' }), true],
    ['a canceled trip', makePublicTrip({ status: 'canceled' }), true],
  ])('is not for %s', (_case, trip, isStaff) => {
    expect(canOfferToDrivers(trip, isStaff)).toBe(false);
  });

  it('the balance for the driver is the price less the deposit, in exact cents', () => {
    expect(driverBalanceCents({ price_gross: '420.00', deposit_gross: '105.00' })).toBe(31500);
    expect(driverBalanceCents({ price_gross: '100.10', deposit_gross: '25.03' })).toBe(7507);
  });

  it.each([
    ['pending_payment', true, true],
    ['confirmed', true, true],
    ['pending_payment', false, false],
    ['completed', true, false],
    ['canceled', true, false],
  ] as const)('a %s trip with deposit_paid %s shows the balance due: %s', (status, depositPaid, shown) => {
    expect(showsBalanceDue({ status, deposit_paid: depositPaid })).toBe(shown);
  });
});

describe('canWithdrawOffer', () => {
  it('is for staff, on an offered trip no company has claimed (no driver, no vehicle)', () => {
    expect(canWithdrawOffer(makePublicTrip({ offer_drivers: true }), true)).toBe(true);
  });

  it.each([
    ['an agent', makePublicTrip({ offer_drivers: true }), false],
    ['a trip not offered', makePublicTrip(), true],
    ['a claimed trip', makePublicTrip({ offer_drivers: true, driver: { driver_name: 'Marko', driver_photo: null, phone: '', email: '' } }), true],
    ['a completed trip', makePublicTrip({ offer_drivers: true, status: 'completed' }), true],
  ])('is not for %s', (_name, trip, isStaff) => {
    expect(canWithdrawOffer(trip, isStaff)).toBe(false);
  });
});

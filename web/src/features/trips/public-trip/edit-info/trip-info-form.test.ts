import { describe, expect, it } from 'vitest';
import { makePublicTrip } from '../../../../test/fixtures/public-trip.ts';
import { parseApiError } from '../../../../lib/api-error.ts';
import { serverFormMessages } from '../../../../lib/forms/server-messages.ts';
import { toUpdateTripInfoRequest, tripInfoFieldOf, tripInfoFormValues, validateTripInfoForm } from './trip-info-form.ts';

const values = () => tripInfoFormValues(makePublicTrip());

describe('the Edit modal form', () => {
  it('starts from the trip as it is', () => {
    expect(values()).toMatchObject({ customer_first_name: 'Chloe', customer_email: 'chloe@example.net', airport_pickup: false });
  });

  it.each(['chloe@', 'not an address'])('refuses the e-mail %j with the spec’s message', (email) => {
    expect(validateTripInfoForm({ ...values(), customer_email: email })).toEqual({ customer_email: 'Invalid email format.' });
  });

  it('accepts no e-mail: a customer reached by phone only keeps their notes (issue 30)', () => {
    expect(validateTripInfoForm({ ...values(), customer_email: '' })).toEqual({});
  });

  it('accepts a valid form', () => {
    expect(validateTripInfoForm(values())).toEqual({});
  });

  it('reports a too long flight number at its field', () => {
    const errors = validateTripInfoForm({ ...values(), airport_pickup: true, flight_number: 'X'.repeat(21) });
    expect(errors).toEqual({ flight_number: 'At most 20 characters.' });
  });

  it('sends the info nested, and empties a field whose box is unticked', () => {
    const request = toUpdateTripInfoRequest({ ...values(), flight_number: 'OU 654', child_seats: true, child_info: '4 years', notes: 'Late' });
    expect(request).toEqual({
      customer_first_name: 'Chloe',
      customer_last_name: 'Nguyen',
      customer_phone: '',
      customer_email: 'chloe@example.net',
      info: { notes: 'Late', airport_pickup: false, flight_number: '', child_seats: true, child_info: '4 years' },
    });
  });

  it('puts server messages at their fields and keeps the rest apart', () => {
    const refused = parseApiError(422, {
      detail: [
        { loc: ['body', 'info', 'flight_number'], msg: 'Too long', type: 'value_error' },
        { loc: ['body', 'customer_email'], msg: 'Invalid email format.', type: 'value_error' },
        { loc: ['body', 'trip_id'], msg: 'Odd', type: 'value_error' },
      ],
    });
    expect(serverFormMessages(refused, tripInfoFieldOf)).toEqual({
      fields: { flight_number: 'Too long', customer_email: 'Invalid email format.' },
      other: ['Odd'],
    });
  });
});

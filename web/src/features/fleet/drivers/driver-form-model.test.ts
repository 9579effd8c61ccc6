import { describe, expect, it } from 'vitest';
import { fieldAtPath } from '../../../lib/forms/form-messages.ts';
import { schemaMessages } from '../../../lib/forms/schema-resolver.ts';
import type { FleetFormContext } from '../records/fleet-form-model.ts';
import { makeDriver, pngFile } from '../test/fleet-fixtures.ts';
import { driverEditContext, driverFormValuesOf, driverFormValuesSchema, EMPTY_DRIVER_FORM, type DriverFormValues } from './driver-form-model.ts';

const TODAY = '2026-11-24';
const fieldOf = fieldAtPath(Object.keys(EMPTY_DRIVER_FORM));
const valid: DriverFormValues = { ...EMPTY_DRIVER_FORM, first_name: 'Ana', last_name: 'Perić', phone: '+385', hometown: 'Split', email: 'ana@example.com' };
const addContext: FleetFormContext = { today: TODAY, staff: false, onFile: new Set<string>() };
const messagesOf = (values: DriverFormValues, context = addContext) => schemaMessages(driverFormValuesSchema(context), values, fieldOf).fields;

describe('the driver form’s documents', () => {
  it.each<[string, Partial<DriverFormValues>, Record<string, string>]>([
    ['no document at all', {}, {}],
    ['a file and a date ahead', { licence_document: pngFile('l.png'), licence_expires_on: '2027-01-31' }, {}],
    ['a file without a date', { licence_document: pngFile('l.png') }, { licence_expires_on: 'Enter the last day this document is valid.' }],
    ['a date without a file', { id_expires_on: '2027-01-31' }, { id_document: 'Attach the document this date belongs to.' }],
    ['a date already past', { id_document: pngFile('id.png'), id_expires_on: '2026-11-23' }, { id_expires_on: 'This document has already expired.' }],
  ])('%s', (_case, change, messages) => {
    expect(messagesOf({ ...valid, ...change })).toEqual(messages);
  });

  it('lets a driver whose document on file has expired be edited without renewing it', () => {
    const driver = makeDriver({
      driver_photo: '/api/driver_photo/11/?v=abc',
      documents: [
        { kind: 'licence', label: "Driver's licence", expires_on: '2026-10-01', status: 'expired', days_left: -54, url: '/api/driver_document/11/licence/?v=1', trips_after: [] },
        { kind: 'id', label: 'ID card or passport', expires_on: null, status: 'missing', days_left: null, url: null, trips_after: [] },
      ],
    });
    const context = driverEditContext(driver, TODAY, false);
    expect([...context.onFile].sort()).toEqual(['driver_photo', 'licence_document']);
    const values = driverFormValuesOf(driver);
    expect(values).toMatchObject({ first_name: 'Ivan', last_name: 'Kovač', licence_expires_on: '2026-10-01' });
    expect(messagesOf(values, context)).toEqual({});
    // A new date for it must not be in the past.
    expect(messagesOf({ ...values, licence_expires_on: '2026-11-01' }, context)).toEqual({ licence_expires_on: 'This document has already expired.' });
  });

  it('asks staff for the company', () => {
    expect(messagesOf(valid, { ...addContext, staff: true })).toEqual({ company: 'Choose the company.' });
    expect(messagesOf({ ...valid, company: '2' }, { ...addContext, staff: true })).toEqual({});
  });
});

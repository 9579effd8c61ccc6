import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RoundTripAdmin, RoundTripAdminList, RoundTripList } from '@vozimo/contract';
import { useAppWithCast } from '../../../test/app-with-cast.ts';
import { insertPoi, insertPoiCategory, insertRoundTrip } from '../../../test/catalogue-factories.ts';
import { uniqueName } from '../../../test/factories.ts';
import { filesIn, jpegPart, messagesOf, postForm, textParts } from '../../../test/fleet-forms.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { SAMPLE_FILES } from '../../../test/multipart-body.ts';
import { OMIS, SPLIT } from '../../../test/quote-places.ts';
import { auditEvents, roundTrips } from '../../db/schema/index.ts';

const setup = useAppWithCast();

const lastAudit = async (action: string, subjectId: number) => {
  const [row] = await setup.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.subjectId, subjectId)))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return row;
};

const roundTripFields = (changes: Record<string, string> = {}) => ({
  name: uniqueName('Krka waterfalls'),
  description: 'Falls, a mill and a swim.',
  start_place: JSON.stringify(SPLIT),
  duration_minutes: '540',
  distance_km: '180',
  prices: JSON.stringify([
    { vehicle_type_id: 1, price: '250' },
    { vehicle_type_id: 3, price: '310.50' },
  ]),
  ...changes,
});

const agentList = async () => {
  const agent = await setup.signedIn('agent');
  return (await agent.request('GET', '/api/round_trips/')).json<RoundTripList>().items.map((i) => i.round_trip_id);
};

describe('/api/admin/round_trips/', () => {
  it('adds a round trip with photos, prices and a stop; agents see it at once', async () => {
    const staff = await setup.signedIn('staff');
    const poi = await insertPoi(setup.db, { categoryId: (await insertPoiCategory(setup.db)).id, ...OMIS, name: uniqueName('Omiš') });
    const fields = roundTripFields({ stop_poi_id: String(poi.id), stop_price: '30', stop_duration_minutes: '60' });
    const res = await postForm(staff, '/api/admin/round_trips/', [...textParts(fields), await jpegPart('photo_1'), await jpegPart('photo_2', 'two.png')]);
    expect(res.statusCode, res.body).toBe(201);
    const trip = res.json<RoundTripAdmin>();
    expect(trip).toMatchObject({
      name: fields.name,
      description: 'Falls, a mill and a swim.',
      start_place: { formatted_address: 'Split, Croatia', country_short_name: 'HR', lat: SPLIT.lat, lng: SPLIT.lng, locality: 'Split' },
      duration_minutes: 540,
      distance_km: 180,
      prices: [
        { vehicle_type_id: 1, vehicle_type_name: 'Sedan', price: '250.00' },
        { vehicle_type_id: 3, vehicle_type_name: 'Van', price: '310.50' },
      ],
      stop: { poi_id: poi.id, name: poi.name, price: '30.00', duration_minutes: 60 },
      is_active: true,
    });
    expect(trip.photos).toHaveLength(2);
    for (const photo of trip.photos) {
      const served = await new HttpSession(setup.app).request('GET', photo);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
    }
    expect(await lastAudit('round_trips.round_trip.create', trip.round_trip_id)).toMatchObject({
      actorUserId: setup.cast.users.staff.id,
      subjectType: 'round_trip',
      subjectLabel: fields.name,
      after: { name: fields.name, duration_minutes: 540, distance_m: 180_000, stop_price_cents: 3000, prices_cents: { 1: 25_000, 3: 31_050 } },
    });

    const agent = await setup.signedIn('agent');
    const listed = (await agent.request('GET', '/api/round_trips/')).json<RoundTripList>().items.find((i) => i.round_trip_id === trip.round_trip_id);
    expect(listed).toMatchObject({ name: fields.name, stop: { poi_id: poi.id, time: 60 }, photos: trip.photos });
    expect(listed!.prices.map((p) => p.vehicle_type)).toEqual([1, 3]);
  });

  it('lists retired ones too, pages and searches; reads one', async () => {
    const staff = await setup.signedIn('staff');
    const active = await insertRoundTrip(setup.db, { name: uniqueName('Listed Hvar') });
    const retired = await insertRoundTrip(setup.db, { name: uniqueName('Listed Hvar'), isActive: false });
    const page = (await staff.request('GET', '/api/admin/round_trips/?search=listed%20hvar&limit=1')).json<RoundTripAdminList>();
    expect(page.count).toBe(2);
    expect(page.items).toHaveLength(1);
    const all = (await staff.request('GET', '/api/admin/round_trips/?search=Listed%20Hvar')).json<RoundTripAdminList>();
    expect(all.items.map((i) => [i.round_trip_id, i.is_active])).toEqual(expect.arrayContaining([[active.id, true], [retired.id, false]]));
    const one = await staff.request('GET', `/api/admin/round_trips/${retired.id}/`);
    expect(one.statusCode).toBe(200);
    expect(one.json<RoundTripAdmin>()).toMatchObject({ round_trip_id: retired.id, prices: [{ vehicle_type_id: 1, price: '280.00' }, { vehicle_type_id: 3, price: '340.00' }], stop: null });
    const missing = await staff.request('GET', '/api/admin/round_trips/999999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Round trip not found.' });
  });

  it('edits: new prices, a kept and a dropped photo, the same start place; the audit line holds only the changes', async () => {
    const staff = await setup.signedIn('staff');
    const created = (
      await postForm(staff, '/api/admin/round_trips/', [...textParts(roundTripFields()), await jpegPart('photo_1'), await jpegPart('photo_2')])
    ).json<RoundTripAdmin>();
    const [keep, drop] = created.photos;
    const res = await postForm(staff, `/api/admin/round_trips/${created.round_trip_id}/`, [
      ...textParts(roundTripFields({ name: created.name, prices: JSON.stringify([{ vehicle_type_id: 1, price: '260' }]), keep_photos: JSON.stringify([keep]) })),
      await jpegPart('photo_1'),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json<RoundTripAdmin>();
    expect(edited.prices).toEqual([{ vehicle_type_id: 1, vehicle_type_name: 'Sedan', price: '260.00' }]);
    expect(edited.photos).toHaveLength(2);
    expect(edited.photos[0]).toBe(keep);
    expect(edited.photos).not.toContain(drop);
    expect(edited.start_place.id).toBe(created.start_place.id);
    expect((await new HttpSession(setup.app).request('GET', drop!)).statusCode).toBe(404);

    const audit = await lastAudit('round_trips.round_trip.update', created.round_trip_id);
    expect(Object.keys(audit!.before as object).sort()).toEqual(['photos', 'prices_cents']);
    expect(audit!.after).toMatchObject({ prices_cents: { 1: 26_000 } });
  });

  it('a new start place is a new place row (nothing booked from the old one moves)', async () => {
    const staff = await setup.signedIn('staff');
    const created = (await postForm(staff, '/api/admin/round_trips/', textParts(roundTripFields()))).json<RoundTripAdmin>();
    const zadar = { ...SPLIT, formatted_address: 'Zadar, Croatia', place_id: 'test-zadar', lat: 44.1194, lng: 15.2314, locality: 'Zadar' };
    const res = await postForm(staff, `/api/admin/round_trips/${created.round_trip_id}/`, textParts(roundTripFields({ name: created.name, start_place: JSON.stringify(zadar) })));
    expect(res.json<RoundTripAdmin>().start_place).toMatchObject({ formatted_address: 'Zadar, Croatia', locality: 'Zadar' });
    expect(res.json<RoundTripAdmin>().start_place.id).not.toBe(created.start_place.id);
  });

  it.each([
    ['no name', { name: '' }, { name: 'Enter a name.' }],
    ['no start place', { start_place: '' }, { start_place: 'Choose where the day starts and ends.' }],
    ['a duration off the 30-minute steps', { duration_minutes: '100' }, { duration_minutes: 'Enter the duration in minutes (at least 60, in steps of 30).' }],
    ['no prices', { prices: '[]' }, { prices: 'Give a price for at least one vehicle type.' }],
    ['a price with three decimals', { prices: JSON.stringify([{ vehicle_type_id: 1, price: '12.345' }]) }, { 'prices.0.price': 'Enter a price in euros, like 280 or 280.50.' }],
    ['an unknown vehicle type', { prices: JSON.stringify([{ vehicle_type_id: 99_999, price: '100' }]) }, { 'prices.0.vehicle_type_id': 'This vehicle type does not exist.' }],
    ['a stop without its price and minutes', { stop_poi_id: '1' }, { stop_price: 'Give the stop, its price and its minutes, or none of them.', stop_duration_minutes: 'Give the stop, its price and its minutes, or none of them.' }],
    ['an unknown stop', { stop_poi_id: '999999', stop_price: '10', stop_duration_minutes: '60' }, { stop_poi_id: 'Choose an active point of interest.' }],
    ['a negative distance', { distance_km: '-5' }, { distance_km: 'Enter the driving distance in kilometres (0 or more).' }],
  ])('refuses %s with a message at the field', async (_name, changes, messages) => {
    const staff = await setup.signedIn('staff');
    const res = await postForm(staff, '/api/admin/round_trips/', textParts(roundTripFields(changes)));
    expect(res.statusCode, res.body).toBe(422);
    expect(messagesOf(res)).toEqual(messages);
  });

  it('refuses a text file named .jpg by its content, and five photos; keeps no file', async () => {
    const staff = await setup.signedIn('staff');
    const before = await filesIn(setup.uploadsDir);
    const fake = await postForm(staff, '/api/admin/round_trips/', [
      ...textParts(roundTripFields()),
      { name: 'photo_1', filename: 'falls.jpg', contentType: 'image/jpeg', data: SAMPLE_FILES.text },
    ]);
    expect(fake.statusCode).toBe(422);
    expect(messagesOf(fake)).toEqual({ photo_1: 'File must be an image (JPEG or PNG).' });
    const created = (await postForm(staff, '/api/admin/round_trips/', [...textParts(roundTripFields()), await jpegPart('photo_1')])).json<RoundTripAdmin>();
    const afterCreate = await filesIn(setup.uploadsDir);
    const tooMany = await postForm(staff, `/api/admin/round_trips/${created.round_trip_id}/`, [
      ...textParts(roundTripFields({ name: created.name, keep_photos: JSON.stringify(created.photos) })),
      ...(await Promise.all(['photo_1', 'photo_2', 'photo_3', 'photo_4'].map((f) => jpegPart(f)))),
    ]);
    expect(messagesOf(tooMany)).toEqual({ photo_1: 'At most 4 photos.' });
    expect(afterCreate.length).toBe(before.length + 1);
    expect(await filesIn(setup.uploadsDir)).toEqual(afterCreate);
  });

  it('retires a round trip: agents no longer see it; brought back, they do', async () => {
    const staff = await setup.signedIn('staff');
    const trip = await insertRoundTrip(setup.db);
    expect(await agentList()).toContain(trip.id);
    const res = await staff.request('POST', `/api/admin/round_trips/${trip.id}/set_active/`, { is_active: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<RoundTripAdmin>().is_active).toBe(false);
    expect(await agentList()).not.toContain(trip.id);
    expect(await lastAudit('round_trips.round_trip.retire', trip.id)).toMatchObject({ before: { is_active: true }, after: { is_active: false } });
    await staff.request('POST', `/api/admin/round_trips/${trip.id}/set_active/`, { is_active: true });
    expect(await agentList()).toContain(trip.id);
    expect((await staff.request('POST', '/api/admin/round_trips/999999/set_active/', { is_active: true })).statusCode).toBe(404);
  });

  it('answers 404 when editing an unknown round trip, and is for staff only', async () => {
    const staff = await setup.signedIn('staff');
    expect((await postForm(staff, '/api/admin/round_trips/999999/', textParts(roundTripFields()))).statusCode).toBe(404);
    const agencyAdmin = await setup.signedIn('agencyAdmin');
    const name = uniqueName('Refused');
    expect((await postForm(agencyAdmin, '/api/admin/round_trips/', textParts(roundTripFields({ name })))).statusCode).toBe(403);
    expect(await setup.db.select().from(roundTrips).where(eq(roundTrips.name, name))).toEqual([]);
    expect((await agencyAdmin.request('GET', '/api/admin/round_trips/')).statusCode).toBe(403);
  });
});

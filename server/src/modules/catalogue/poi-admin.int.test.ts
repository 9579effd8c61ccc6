import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PoiCategory, PoiCategoryAdmin, PoiCategoryAdminList, PointOfInterestAdmin, PointOfInterestAdminList, UpdateTripResponse } from '@vozimo/contract';
import { useAppWithCast } from '../../../test/app-with-cast.ts';
import { insertPoi, insertPoiCategory } from '../../../test/catalogue-factories.ts';
import { uniqueName } from '../../../test/factories.ts';
import { filesIn, jpegPart, messagesOf, postForm, textParts } from '../../../test/fleet-forms.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { SAMPLE_FILES } from '../../../test/multipart-body.ts';
import { DUBROVNIK, SPLIT } from '../../../test/quote-places.ts';
import { auditEvents, pointsOfInterest } from '../../db/schema/index.ts';

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

/** Brela, on the coast road between Split and Dubrovnik (between Omiš and Makarska). */
const BRELA = { lat: 43.3686, lng: 16.9322 };

const poiFields = (categoryId: number, changes: Record<string, string> = {}) => ({
  name: uniqueName('Brela beach'),
  category_id: String(categoryId),
  lat: String(BRELA.lat),
  lng: String(BRELA.lng),
  country: 'HR',
  description: 'Pebbles and pines.',
  min_duration_minutes: '60',
  max_duration_minutes: '120',
  ...changes,
});

describe('POI categories: /api/admin/poi_categories/', () => {
  it('adds a category, lists it with its number of points, and records who did it', async () => {
    const staff = await setup.signedIn('staff');
    const name = uniqueName('Lighthouses');
    const res = await staff.request('POST', '/api/admin/poi_categories/', { category_name: `  ${name} `, color: 'cyan' });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<PoiCategoryAdmin>();
    expect(created).toEqual({ category_id: expect.any(Number), category_name: name, color: 'cyan', is_active: true, poi_count: 0 });
    await insertPoi(setup.db, { categoryId: created.category_id });
    await insertPoi(setup.db, { categoryId: created.category_id, isActive: false });

    const list = (await staff.request('GET', `/api/admin/poi_categories/?search=${encodeURIComponent(name.slice(0, 14))}`)).json<PoiCategoryAdminList>();
    expect(list.items.find((c) => c.category_id === created.category_id)).toMatchObject({ poi_count: 2 });
    expect(list.count).toBeGreaterThanOrEqual(1);

    const audit = await lastAudit('catalogue.poi_category.create', created.category_id);
    expect(audit).toMatchObject({
      actorUserId: setup.cast.users.staff.id,
      subjectType: 'poi_category',
      subjectLabel: name,
      after: { name, color: 'cyan', is_active: true },
    });
  });

  it('pages and searches (a % typed matches itself)', async () => {
    const staff = await setup.signedIn('staff');
    for (const n of [1, 2, 3]) await insertPoiCategory(setup.db, { name: uniqueName(`Paged ${n}`) });
    const page = (await staff.request('GET', '/api/admin/poi_categories/?search=Paged&limit=2&offset=0')).json<PoiCategoryAdminList>();
    expect(page.items).toHaveLength(2);
    expect(page.count).toBeGreaterThanOrEqual(3);
    const none = (await staff.request('GET', '/api/admin/poi_categories/?search=%25%25')).json<PoiCategoryAdminList>();
    expect(none.count).toBe(0);
  });

  it('renames and recolours, with only the changed fields in the audit line', async () => {
    const staff = await setup.signedIn('staff');
    const category = await insertPoiCategory(setup.db, { color: 'green' });
    const renamed = uniqueName('Renamed');
    const res = await staff.request('POST', `/api/admin/poi_categories/${category.id}/`, { category_name: renamed, color: 'green' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PoiCategoryAdmin>()).toMatchObject({ category_name: renamed, color: 'green' });
    expect(await lastAudit('catalogue.poi_category.update', category.id)).toMatchObject({ before: { name: category.name }, after: { name: renamed } });
  });

  it('refuses a taken name (any case) and a colour outside the palette, at their fields', async () => {
    const staff = await setup.signedIn('staff');
    const taken = await insertPoiCategory(setup.db);
    const other = await insertPoiCategory(setup.db);
    const create = await staff.request('POST', '/api/admin/poi_categories/', { category_name: taken.name.toUpperCase(), color: 'purple' });
    expect(create.statusCode).toBe(422);
    expect(messagesOf(create)).toEqual({ color: 'Choose a colour.' });
    const duplicate = await staff.request('POST', '/api/admin/poi_categories/', { category_name: taken.name.toUpperCase(), color: 'red' });
    expect(duplicate.statusCode).toBe(422);
    expect(messagesOf(duplicate)).toEqual({ category_name: 'A category with this name already exists.' });
    const rename = await staff.request('POST', `/api/admin/poi_categories/${other.id}/`, { category_name: taken.name, color: 'red' });
    expect(messagesOf(rename)).toEqual({ category_name: 'A category with this name already exists.' });
    const blank = await staff.request('POST', '/api/admin/poi_categories/', { category_name: '  ', color: 'red' });
    expect(messagesOf(blank)).toEqual({ category_name: 'Enter a name.' });
  });

  it('retires a category: the trip form’s filter hides it, its points are still offered', async () => {
    const staff = await setup.signedIn('staff');
    const category = await insertPoiCategory(setup.db, { color: 'orange' });
    const poi = await insertPoi(setup.db, { categoryId: category.id, ...BRELA, name: uniqueName('Retired category stop') });
    const res = await staff.request('POST', `/api/admin/poi_categories/${category.id}/set_active/`, { is_active: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PoiCategoryAdmin>()).toMatchObject({ is_active: false, poi_count: 1 });
    expect(await lastAudit('catalogue.poi_category.retire', category.id)).toMatchObject({ before: { is_active: true }, after: { is_active: false } });

    const agent = await setup.signedIn('agent');
    const filter = (await agent.request('GET', '/api/poi_categories/')).json<PoiCategory[]>();
    expect(filter.map((c) => c.category_id)).not.toContain(category.id);
    const quote = (await agent.request('POST', '/api/update_trip/', { start_loc: SPLIT, end_loc: DUBROVNIK, trip_price_id: null, passengers: 2, stops: [] })).json<UpdateTripResponse>();
    expect(quote.pois.map((p) => p.poi_id)).toContain(poi.id);

    const back = await staff.request('POST', `/api/admin/poi_categories/${category.id}/set_active/`, { is_active: true });
    expect(back.json<PoiCategoryAdmin>().is_active).toBe(true);
    expect(await lastAudit('catalogue.poi_category.reactivate', category.id)).toBeDefined();
  });

  it('answers 404 for an unknown category', async () => {
    const staff = await setup.signedIn('staff');
    const edit = await staff.request('POST', '/api/admin/poi_categories/999999/', { category_name: uniqueName('X'), color: 'red' });
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual({ detail: 'Category not found.' });
    expect((await staff.request('POST', '/api/admin/poi_categories/999999/set_active/', { is_active: false })).statusCode).toBe(404);
  });

  it('is for staff only', async () => {
    const agencyAdmin = await setup.signedIn('agencyAdmin');
    expect((await agencyAdmin.request('GET', '/api/admin/poi_categories/')).statusCode).toBe(403);
    expect((await agencyAdmin.request('POST', '/api/admin/poi_categories/', { category_name: 'X', color: 'red' })).statusCode).toBe(403);
    expect((await new HttpSession(setup.app).request('GET', '/api/admin/poi_categories/')).statusCode).toBe(401);
  });
});

describe('Points of interest: /api/admin/points_of_interest/', () => {
  it('adds a point with a photo; quotes along a route passing it offer it at once', async () => {
    const staff = await setup.signedIn('staff');
    const category = await insertPoiCategory(setup.db, { color: 'blue' });
    const fields = poiFields(category.id);
    const res = await postForm(staff, '/api/admin/points_of_interest/', [...textParts(fields), await jpegPart('photo', 'brela.png')]);
    expect(res.statusCode, res.body).toBe(201);
    const poi = res.json<PointOfInterestAdmin>();
    expect(poi).toMatchObject({
      name: fields.name,
      category_id: category.id,
      category_name: category.name,
      color: 'blue',
      lat: BRELA.lat,
      lng: BRELA.lng,
      country: 'HR',
      min_duration_minutes: 60,
      max_duration_minutes: 120,
      is_active: true,
    });
    expect(poi.photo).toMatch(/^\/media\/[0-9a-f]{32}\.jpg$/);

    // The photo is served, re-encoded as JPEG, to anyone (it shows on the trip form's cards).
    const photo = await new HttpSession(setup.app).request('GET', poi.photo!);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');

    const audit = await lastAudit('catalogue.poi.create', poi.poi_id);
    expect(audit).toMatchObject({ actorUserId: setup.cast.users.staff.id, subjectType: 'point_of_interest', subjectLabel: fields.name, after: { name: fields.name, category_id: category.id, lat: BRELA.lat, is_active: true } });

    const agent = await setup.signedIn('agent');
    const quote = await agent.request('POST', '/api/update_trip/', { start_loc: SPLIT, end_loc: DUBROVNIK, trip_price_id: null, passengers: 2, stops: [] });
    expect(quote.statusCode, quote.body).toBe(200);
    const offered = quote.json<UpdateTripResponse>().pois.find((p) => p.poi_id === poi.poi_id);
    expect(offered).toMatchObject({ category_name: category.name, poi_color: 'blue', min_duration_minutes: 60, max_duration_minutes: 120 });
  });

  it('lists, searches and filters by category; reads one', async () => {
    const staff = await setup.signedIn('staff');
    const category = await insertPoiCategory(setup.db);
    const mine = await insertPoi(setup.db, { categoryId: category.id, name: uniqueName('Filtered fort') });
    await insertPoi(setup.db, { categoryId: (await insertPoiCategory(setup.db)).id, name: uniqueName('Filtered fort') });
    const list = (await staff.request('GET', `/api/admin/points_of_interest/?category=${category.id}&search=filtered%20FORT`)).json<PointOfInterestAdminList>();
    expect(list).toEqual({ count: 1, items: [expect.objectContaining({ poi_id: mine.id, category_name: category.name, photo: null })] });
    const one = await staff.request('GET', `/api/admin/points_of_interest/${mine.id}/`);
    expect(one.statusCode).toBe(200);
    expect(one.json<PointOfInterestAdmin>().name).toBe(mine.name);
    expect((await staff.request('GET', '/api/admin/points_of_interest/999999/')).json()).toEqual({ detail: 'Point of interest not found.' });
  });

  it.each([
    ['no name', { name: ' ' }, { name: 'Enter a name.' }],
    ['an unknown category', { category_id: '999999' }, { category_id: 'Choose a category from the list.' }],
    ['no category', { category_id: '' }, { category_id: 'Choose a category.' }],
    ['a point in Vienna', { lat: '48.2082', lng: '16.3738' }, { lat: 'The point must lie in Croatia, Slovenia or just across their borders.' }],
    ['swapped coordinates', { lat: '16.93', lng: '43.37' }, { lat: 'The point must lie in Croatia, Slovenia or just across their borders.', lng: 'The point must lie in Croatia, Slovenia or just across their borders.' }],
    ['no latitude', { lat: '' }, { lat: 'Enter the latitude.' }],
    ['text as longitude', { lng: 'east' }, { lng: 'Enter the longitude.' }],
    ['a country outside the area', { country: 'DE' }, { country: 'Choose the country.' }],
    ['a 30-minute minimum', { min_duration_minutes: '30' }, { min_duration_minutes: 'The shortest stop is at least 60 minutes, in steps of 30 minutes.' }],
    ['a minimum off the 30-minute steps', { min_duration_minutes: '75', max_duration_minutes: '120' }, { min_duration_minutes: 'The shortest stop is at least 60 minutes, in steps of 30 minutes.' }],
    ['a maximum under the minimum', { min_duration_minutes: '120', max_duration_minutes: '90' }, { max_duration_minutes: 'The longest stop is at least the shortest, in steps of 30 minutes.' }],
    ['a maximum off the steps', { max_duration_minutes: '100' }, { max_duration_minutes: 'The longest stop is at least the shortest, in steps of 30 minutes.' }],
  ])('refuses %s with a message at the field (never a 500)', async (_name, changes, messages) => {
    const staff = await setup.signedIn('staff');
    const category = await insertPoiCategory(setup.db);
    const res = await postForm(staff, '/api/admin/points_of_interest/', textParts(poiFields(category.id, changes)));
    expect(res.statusCode, res.body).toBe(422);
    expect(messagesOf(res)).toEqual(messages);
  });

  it('refuses a text file named .jpg by its content, and keeps no file', async () => {
    const staff = await setup.signedIn('staff');
    const category = await insertPoiCategory(setup.db);
    const before = await filesIn(setup.uploadsDir);
    const res = await postForm(staff, '/api/admin/points_of_interest/', [
      ...textParts(poiFields(category.id)),
      { name: 'photo', filename: 'photo.jpg', contentType: 'image/jpeg', data: SAMPLE_FILES.text },
    ]);
    expect(res.statusCode).toBe(422);
    expect(messagesOf(res)).toEqual({ photo: 'File must be an image (JPEG or PNG).' });
    expect(await filesIn(setup.uploadsDir)).toEqual(before);
  });

  it('edits a point, keeping its photo when none is sent, with the changes in the audit line', async () => {
    const staff = await setup.signedIn('staff');
    const category = await insertPoiCategory(setup.db);
    const created = (await postForm(staff, '/api/admin/points_of_interest/', [...textParts(poiFields(category.id)), await jpegPart('photo')])).json<PointOfInterestAdmin>();
    const res = await postForm(staff, `/api/admin/points_of_interest/${created.poi_id}/`, textParts(poiFields(category.id, { name: created.name, max_duration_minutes: '240' })));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PointOfInterestAdmin>()).toMatchObject({ max_duration_minutes: 240, photo: created.photo });
    expect(await lastAudit('catalogue.poi.update', created.poi_id)).toMatchObject({ before: { max_duration_minutes: 120 }, after: { max_duration_minutes: 240 } });

    const replaced = await postForm(staff, `/api/admin/points_of_interest/${created.poi_id}/`, [...textParts(poiFields(category.id, { name: created.name })), await jpegPart('photo')]);
    const photo = replaced.json<PointOfInterestAdmin>().photo;
    expect(photo).not.toBe(created.photo);
    // The old photo is gone from storage and no longer served.
    expect((await staff.request('GET', created.photo!)).statusCode).toBe(404);
    expect((await staff.request('GET', photo!)).statusCode).toBe(200);
  });

  it('answers 404 when editing an unknown point', async () => {
    const staff = await setup.signedIn('staff');
    const category = await insertPoiCategory(setup.db);
    const res = await postForm(staff, '/api/admin/points_of_interest/999999/', textParts(poiFields(category.id)));
    expect(res.statusCode).toBe(404);
  });

  it('hides a point: quotes no longer offer it; shown again, they do', async () => {
    const staff = await setup.signedIn('staff');
    const category = await insertPoiCategory(setup.db);
    const poi = await insertPoi(setup.db, { categoryId: category.id, ...BRELA });
    const agent = await setup.signedIn('agent');
    const offered = async () =>
      (await agent.request('POST', '/api/update_trip/', { start_loc: SPLIT, end_loc: DUBROVNIK, trip_price_id: null, passengers: 2, stops: [] }))
        .json<UpdateTripResponse>()
        .pois.map((p) => p.poi_id);

    const hidden = await staff.request('POST', `/api/admin/points_of_interest/${poi.id}/set_active/`, { is_active: false });
    expect(hidden.json<PointOfInterestAdmin>().is_active).toBe(false);
    expect(await offered()).not.toContain(poi.id);
    expect(await lastAudit('catalogue.poi.retire', poi.id)).toMatchObject({ before: { is_active: true }, after: { is_active: false } });

    await staff.request('POST', `/api/admin/points_of_interest/${poi.id}/set_active/`, { is_active: true });
    expect(await offered()).toContain(poi.id);
    expect((await staff.request('POST', '/api/admin/points_of_interest/999999/set_active/', { is_active: false })).statusCode).toBe(404);
  });

  it('does not serve an upload that is no catalogue picture', async () => {
    const res = await new HttpSession(setup.app).request('GET', '/media/0123456789abcdef0123456789abcdef.jpg');
    expect(res.statusCode).toBe(404);
    expect((await new HttpSession(setup.app).request('GET', '/media/..%2Fsecret.jpg')).statusCode).toBe(404);
  });

  it('is for staff only, before the form is read', async () => {
    const driverAdmin = await setup.signedIn('driverAdmin');
    const category = await insertPoiCategory(setup.db);
    const res = await postForm(driverAdmin, '/api/admin/points_of_interest/', textParts(poiFields(category.id)));
    expect(res.statusCode).toBe(403);
    expect(await setup.db.select().from(pointsOfInterest).where(eq(pointsOfInterest.categoryId, category.id))).toEqual([]);
  });
});

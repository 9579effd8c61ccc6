import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { quoteSplitToDubrovnik, splitToDubrovnikBooking } from '../../../test/booking-helpers.ts';
import { insertRoleCast } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { multipartBody, SAMPLE_FILES, type MultipartPart } from '../../../test/multipart-body.ts';
import { NUL_CHARACTER_MESSAGE } from './nul-characters.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const refusedAt = (loc: (string | number)[]) => ({ detail: [{ loc, msg: NUL_CHARACTER_MESSAGE, type: 'value_error' }] });

describe('a NUL character at the edge', () => {
  it('is refused in a path parameter (public trip reference) with 422 at the parameter', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/public/trip/ABC%00DEF' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(refusedAt(['path', 'reference']));
  });

  it('is refused in the query (test processor client_secret) with 422 at the query field', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test-processor/payment-intent/?client_secret=pi_1%00x' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(refusedAt(['query', 'client_secret']));
  });

  it('is refused in a JSON body string, nested too (test processor confirm), with 422 at that field', async () => {
    const session = new HttpSession(ctx.app);
    const response = await session.request('POST', '/api/test-processor/confirm/', { client_secret: 'pi_1\u0000x', card: '4242' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(refusedAt(['body', 'client_secret']));
    const nested = await session.request('POST', '/api/test-processor/confirm/', { client_secret: 'pi_1', cards: [{ n: 'ok' }, { n: 'x\u0000' }] });
    expect(nested.statusCode).toBe(422);
    expect(nested.json()).toEqual(refusedAt(['body', 'cards', 1, 'n']));
  });
});

describe('a NUL character in the signed-in forms', () => {
  it('is refused in a booking text field (customer name) and in the ad-hoc driver form', async () => {
    const cast = await insertRoleCast(ctx.db);
    const agent = new HttpSession(ctx.app, { ip: '10.99.0.2' });
    await agent.signIn(cast.users.agent.username);
    const booking = await agent.request('POST', '/api/trip/', splitToDubrovnikBooking(await quoteSplitToDubrovnik(agent), { customer_first_name: 'Ma\u0000rta' }));
    expect(booking.statusCode).toBe(422);
    expect(booking.json()).toEqual(refusedAt(['body', 'customer_first_name']));

    const staff = new HttpSession(ctx.app, { ip: '10.99.0.3' });
    await staff.signIn(cast.users.staff.username);
    const adHoc = await staff.request('POST', '/api/create_ad_hoc_driver/', {
      driver_name: 'Ivo\u0000 Ivić',
      phone: '+385911111111',
      email: '',
      vehicle_type_id: 1,
      vehicle_make: 'Škoda',
      vehicle_model: 'Superb',
      license_plate: 'ST-123-AB',
      color: 'Black',
    });
    expect(adHoc.statusCode).toBe(422);
    expect(adHoc.json()).toEqual(refusedAt(['body', 'driver_name']));
  });
});

describe('a NUL character in a multipart form (partner application)', () => {
  const apply = (parts: MultipartPart[]) => {
    const { payload, headers } = multipartBody(parts);
    return new HttpSession(ctx.app, { ip: '10.99.0.1' }).request('POST', '/api/partners/', payload, { headers });
  };

  it('is refused in a text field and in a file name with 422 at that field', async () => {
    const field = await apply([{ name: 'company_name', value: 'Acme\u0000' }]);
    expect(field.statusCode).toBe(422);
    expect(field.json().detail).toContainEqual({ loc: ['body', 'company_name'], msg: NUL_CHARACTER_MESSAGE, type: 'value_error' });
    const file = await apply([{ name: 'company_name', value: 'Acme' }, { name: 'legal_representative_id', filename: 'a\u0000.png', contentType: 'image/png', data: SAMPLE_FILES.png }]);
    expect(file.statusCode).toBe(422);
    expect(file.json().detail).toContainEqual({ loc: ['body', 'legal_representative_id'], msg: NUL_CHARACTER_MESSAGE, type: 'value_error' });
  });
});

import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import type { DriverListItem, ValidationIssue, VehicleListItem } from '@vozimo/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { HttpSession } from './http-session.ts';
import { multipartBody, SAMPLE_FILES, type MultipartPart } from './multipart-body.ts';

/** A real photo-like image made by sharp: a JPEG or PNG of one colour. */
export async function testImage(format: 'jpeg' | 'png', width = 120, height = 90): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } });
  return format === 'jpeg' ? image.jpeg().toBuffer() : image.png().toBuffer();
}

export const jpegPart = async (name: string, filename = `${name}.jpg`): Promise<MultipartPart> => ({
  name,
  filename,
  contentType: 'image/jpeg',
  data: await testImage('jpeg'),
});
export const pdfPart = (name: string): MultipartPart => ({ name, filename: `${name}.pdf`, contentType: 'application/pdf', data: SAMPLE_FILES.pdf });
export const textParts = (fields: Record<string, string>): MultipartPart[] => Object.entries(fields).map(([name, value]) => ({ name, value }));

let plate = 1000;
/** A plate no other test of the run uses. */
export const uniquePlate = () => `ZG-${plate++}-${String.fromCharCode(65 + (plate % 26))}T`;

export const DRIVER_FIELDS = {
  driver_name: 'Ivana Horvat',
  email: 'ivana.horvat@example.com',
  phone: '+385 91 555 0199',
  hometown: 'Zadar',
  whatsapp: '',
};

export const vehicleFields = (changes: Record<string, string> = {}) => ({
  vehicle_type: '1',
  vehicle_make: 'Škoda',
  vehicle_model: 'Superb',
  license_plate: uniquePlate(),
  color: 'Black',
  production_year: '2027',
  ...changes,
});

/** Sends a fleet form as the web does (multipart/form-data). */
export async function postForm(browser: HttpSession, url: string, parts: MultipartPart[]): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartBody(parts);
  return browser.request('POST', url, payload, { headers });
}

export const driverOf = (res: LightMyRequestResponse) => res.json<DriverListItem>();
export const vehicleOf = (res: LightMyRequestResponse) => res.json<VehicleListItem>();

/** The 422's messages by field, as the form shows them. */
export function messagesOf(res: LightMyRequestResponse): Record<string, string> {
  const issues = res.json<{ detail: ValidationIssue[] }>().detail;
  return Object.fromEntries(issues.map((i) => [i.loc.slice(1).join('.'), i.msg]));
}

/** The files upload storage holds (nothing partial or orphaned may stay after a refused form). */
export const filesIn = (dir: string) => readdir(dir).catch(() => [] as string[]);

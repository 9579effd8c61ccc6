import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { addDays, zagrebToday } from '@vozimo/contract';
import type { drivers, vehicles } from '../db/schema/index.ts';
import { REPOSITORY_ROOT } from '../platform/server-root.ts';
import type { UploadStorage } from '../platform/uploads/upload-storage.ts';
import { DEMO_DRIVERS, DEMO_VEHICLES, type DemoVehicle } from './demo-fleet.ts';
import { DEMO_VEHICLE_TYPES } from './demo-vehicle-types.ts';

type DriverFileColumns = Pick<typeof drivers.$inferInsert, 'photo' | 'licenceDocument' | 'licenceExpiresOn' | 'idDocument' | 'idExpiresOn'>;
type VehicleFileColumns = Pick<
  typeof vehicles.$inferInsert,
  'photo1' | 'photo2' | 'vehicleRegistrationPhoto' | 'registrationExpiresOn' | 'vehicleInsurancePhoto' | 'insuranceExpiresOn'
>;

/** The demo's photos and documents, stored, as the columns of each demo driver and vehicle (by key). */
export interface DemoFleetFiles {
  drivers: Map<string, DriverFileColumns>;
  vehicles: Map<string, VehicleFileColumns>;
  /** Every file written, to delete if the seed fails. */
  storedNames: string[];
}

/**
 * Documents on file, as days from the seed's day to their last valid day: most valid for the
 * months the demo and the browser journeys book into (up to about 200 days ahead: a claim needs
 * them valid on the pickup day, ADR 0061), one licence and one insurance expiring within 30 days
 * (the screens' warning; Ivan Matić and the Vito cannot take trips after that), and one licence
 * expired on a driver who is still waiting for approval and drives no trips.
 */
const DRIVER_DOCUMENT_DAYS: Record<string, { licence?: number; id?: number }> = {
  'ante-juric': { licence: 900, id: 1400 },
  'marko-peric': { licence: 620, id: 2100 },
  'ivan-matic': { licence: 18, id: 1100 },
  'josip-saric': { licence: -12 },
  'luka-novak': { licence: 1500, id: 700 },
  'matej-kranjc': { licence: 410 },
};
const VEHICLE_DOCUMENT_DAYS: Record<string, { registration?: number; insurance?: number }> = {
  'spl-superb': { registration: 240, insurance: 240 },
  'spl-eclass': { registration: 300, insurance: 280 },
  'spl-vito': { registration: 150, insurance: 25 },
  'lj-bmw5': { registration: 330, insurance: 330 },
  'lj-vclass': { registration: 310, insurance: 310 },
};

/** Soft backgrounds of the portraits, one per driver in turn. */
const PORTRAIT_COLOURS = ['#d0ebff', '#d3f9d8', '#fff3bf', '#ffe3e3', '#e5dbff', '#c5f6fa', '#ffe8cc', '#e9ecef', '#f3d9fa'];

const VEHICLE_IMAGES_DIR = path.join(REPOSITORY_ROOT, 'web/public');

/** A head-and-shoulders silhouette on a coloured background, the size of the driver card (150x140) times four. */
function portraitSvg(background: string): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="560" viewBox="0 0 150 140">
  <rect width="150" height="140" fill="${background}"/>
  <circle cx="75" cy="54" r="26" fill="#495057"/>
  <path d="M22 140c0-34 24-52 53-52s53 18 53 52z" fill="#495057"/>
</svg>`);
}

/** The vehicle type's drawing (the one the booking form shows), framed as a photo from the left or the right. */
async function vehiclePhoto(vehicleTypeId: number, side: 'left' | 'right'): Promise<Buffer> {
  const type = DEMO_VEHICLE_TYPES.find((t) => t.id === vehicleTypeId)!;
  const drawing = await readFile(`${VEHICLE_IMAGES_DIR}${type.image}`);
  const car = await sharp(drawing, { density: 300 }).resize({ width: 880 }).flop(side === 'right').png().toBuffer();
  return sharp({ create: { width: 960, height: 640, channels: 3, background: side === 'left' ? '#dee2e6' : '#e9ecef' } })
    .composite([{ input: car, gravity: 'center' }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A one-page PDF naming the document, as a scan would be. */
function documentPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 60 720 Td (${text}) Tj ET`;
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Resources<</Font<</F1 4 0 R>>>>/Contents 5 0 R>>endobj\n` +
      `4 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\n5 0 obj<</Length ${stream.length}>>stream\n${stream}\nendstream endobj\n` +
      `trailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

/**
 * Draws the demo fleet's photos and documents and keeps them in upload storage, as an upload
 * would be: a portrait per approved driver, two photos per vehicle, and the documents above.
 * Rendered in parallel, small enough to keep a fresh start quick.
 */
export async function storeDemoFleetFiles(uploads: UploadStorage, now: Date): Promise<DemoFleetFiles> {
  const today = zagrebToday(now);
  const storedNames: string[] = [];
  const store = async (bytes: Buffer) => {
    const { storedName } = await uploads.save(Readable.from([bytes]));
    if (storedName === null) throw new Error('a demo file was not recognised as a JPEG or PDF');
    storedNames.push(storedName);
    return storedName;
  };
  const document = async (title: string, days: number | undefined) =>
    days === undefined ? { file: null, expiresOn: null } : { file: await store(documentPdf(title)), expiresOn: addDays(today, days) };

  // Vehicles of one type share their drawings; each still gets files of its own.
  const drawn = new Map<string, Promise<Buffer>>();
  const photoOf = (vehicle: DemoVehicle, side: 'left' | 'right') => {
    const key = `${vehicle.vehicleTypeId}:${side}`;
    if (!drawn.has(key)) drawn.set(key, vehiclePhoto(vehicle.vehicleTypeId, side));
    return drawn.get(key)!;
  };

  try {
    const driverEntries = await Promise.all(
      DEMO_DRIVERS.map(async (driver, index): Promise<[string, DriverFileColumns]> => {
        const days = DRIVER_DOCUMENT_DAYS[driver.key] ?? {};
        // One driver waiting for approval has sent no photo yet: the default picture shows.
        const photo = driver.key === 'ziga-potocnik' ? null : await store(await sharp(portraitSvg(PORTRAIT_COLOURS[index % PORTRAIT_COLOURS.length]!)).jpeg({ quality: 82 }).toBuffer());
        const licence = await document(`Driving licence - ${driver.driverName}`, days.licence);
        const id = await document(`Identity card - ${driver.driverName}`, days.id);
        return [driver.key, { photo, licenceDocument: licence.file, licenceExpiresOn: licence.expiresOn, idDocument: id.file, idExpiresOn: id.expiresOn }];
      }),
    );
    const vehicleEntries = await Promise.all(
      DEMO_VEHICLES.map(async (vehicle): Promise<[string, VehicleFileColumns]> => {
        const days = VEHICLE_DOCUMENT_DAYS[vehicle.key] ?? {};
        const [left, right] = await Promise.all([photoOf(vehicle, 'left'), photoOf(vehicle, 'right')]);
        const registration = await document(`Registration - ${vehicle.licensePlate}`, days.registration);
        const insurance = await document(`Insurance policy - ${vehicle.licensePlate}`, days.insurance);
        return [
          vehicle.key,
          {
            photo1: await store(left),
            photo2: await store(right),
            vehicleRegistrationPhoto: registration.file,
            registrationExpiresOn: registration.expiresOn,
            vehicleInsurancePhoto: insurance.file,
            insuranceExpiresOn: insurance.expiresOn,
          },
        ];
      }),
    );
    return { drivers: new Map(driverEntries), vehicles: new Map(vehicleEntries), storedNames };
  } catch (error) {
    await uploads.remove(storedNames);
    throw error;
  }
}

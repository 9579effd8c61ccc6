import type { Locator, Page } from '@playwright/test';
import { addDays, zagrebToday } from '@vozimo/contract';
import { expect } from './fixtures.ts';

/** A file as Playwright's setInputFiles takes it. */
export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A real PNG photo drawn by the browser itself (a coloured card with a caption), so the server's
 * image library has a true picture to decode, re-encode and serve.
 */
export async function drawnPng(page: Page, name: string, caption: string, color: string): Promise<TestFile> {
  const base64 = await page.evaluate(
    ([text, fill]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 480;
      canvas.height = 320;
      const context = canvas.getContext('2d')!;
      context.fillStyle = fill!;
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.fillStyle = '#ffffff';
      context.font = 'bold 44px sans-serif';
      context.textAlign = 'center';
      context.fillText(text!, canvas.width / 2, canvas.height / 2 + 15);
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    [caption, color],
  );
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/** A small real PDF (a document scan as a company would send it). */
export const PDF_DOCUMENT: TestFile = {
  name: 'registration.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};

/** Text dressed up as a PNG: its name and declared type pass the form, its bytes do not pass the server. */
export const TEXT_AS_PNG: TestFile = { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('Not a picture at all.\n') };

/** A GIF: the form refuses it as soon as it is chosen. */
export const GIF_PHOTO: TestFile = { name: 'photo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') };

/** The file input behind a Mantine FileInput, by its multipart field name. */
export const fileField = (scope: Page | Locator, name: string) => scope.locator(`input[type="file"][name="${name}"]`);

/** A unique bit for names and plates, so runs and parallel tests never collide. */
export const uniqueSuffix = () => Math.random().toString(36).slice(2, 7).toUpperCase();

const dayLabel = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  return `${day} ${monthName} ${year}`;
};

/** Picks a date `daysAhead` of today (Zagreb) in a Mantine date picker, as a person does: open, page on, click the day. */
export async function pickDateAhead(page: Page, scope: Locator, label: string, daysAhead: number): Promise<string> {
  const date = addDays(zagrebToday(), daysAhead);
  await scope.getByRole('textbox', { name: label, exact: true }).click();
  const day = page.getByRole('button', { name: dayLabel(date), exact: true });
  for (let step = 0; step < 24 && !(await day.isVisible()); step++) await page.getByRole('button', { name: 'Next month' }).click();
  await day.click();
  await expect(day).toBeHidden();
  return date;
}

/** Types a date `daysAhead` of today (Zagreb) as it is printed on the document, DD.MM.YYYY, key by key. */
export async function typeDateAhead(scope: Locator, label: string, daysAhead: number): Promise<string> {
  const date = addDays(zagrebToday(), daysAhead);
  const [year, month, day] = date.split('-');
  const field = scope.getByRole('textbox', { name: label, exact: true });
  await field.pressSequentially(`${day}.${month}.${year}`);
  await field.press('Escape');
  return date;
}

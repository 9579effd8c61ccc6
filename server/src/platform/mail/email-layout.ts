import { centsToEuroString } from '@vozimo/contract';
import { html, type SafeHtml } from './html.ts';

/** What a message template produces; the caller adds the recipient and the dedupe key. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** The HTML frame every message shares: inline styles only, as mail clients ignore style sheets. */
export function emailDocument(title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1b1e">
${body}
<p style="margin-top:32px;color:#868e96;font-size:12px">Vozimo · private transfers and day trips in Croatia and Slovenia</p>
</body>
</html>`.value;
}

/** Label and value rows, as an HTML table… */
export function detailsTable(rows: readonly (readonly [string, string])[]): SafeHtml {
  return html`<table style="border-collapse:collapse">${rows.map(
    ([label, value]) =>
      html`<tr><th style="text-align:left;padding:4px 16px 4px 0;font-weight:600;vertical-align:top">${label}</th><td style="padding:4px 0">${value}</td></tr>`,
  )}</table>`;
}

/** …and as plain-text lines. */
export function detailsText(rows: readonly (readonly [string, string])[]): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join('\n');
}

/** "€1234.50": the amount as the API shows it, with the currency. */
export function formatEuros(cents: number): string {
  return `€${centsToEuroString(cents)}`;
}

/** "Saturday, 15 June 2030" for a local calendar date such as a pickup date (YYYY-MM-DD). */
export function formatLongDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

import { formatTimeOfDay } from '@vozimo/contract';
import { BUSINESS_FOOTER_SLOT } from './business-footer.ts';
import { html, SafeHtml } from './html.ts';

/** What a message template produces; the caller adds the recipient and the dedupe key. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * The HTML frame every message shares: inline styles only, as mail clients ignore style sheets. Its
 * footer names the operator from the stored business details, filled in when the message is queued
 * (business-footer.ts, ADR 0055).
 */
export function emailDocument(title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1b1e">
${body}
<p style="margin-top:32px;color:#868e96;font-size:12px">Vozimo · private transfers and day trips in Croatia and Slovenia${new SafeHtml(BUSINESS_FOOTER_SLOT)}</p>
</body>
</html>`.value;
}

/** "Hello Ana," or, without a first name, "Hello,". */
export function greetingFor(firstName: string): string {
  return firstName.trim() ? `Hello ${firstName.trim()},` : 'Hello,';
}

/** What a trip's e-mails show of it first. */
export interface TripOnEmail {
  reference: string;
  startLocality: string;
  endLocality: string;
  /** YYYY-MM-DD and HH:MM(:SS), local to Zagreb. */
  pickupDate: string;
  pickupTime: string;
}

/** The rows every trip e-mail opens its summary with: the reference, where from and to, and when. */
export function tripSummaryRows(trip: TripOnEmail): [string, string][] {
  return [
    ['Reference', trip.reference],
    ['From', trip.startLocality],
    ['To', trip.endLocality],
    ['Date and time', `${formatLongDate(trip.pickupDate)} at ${formatTimeOfDay(trip.pickupTime)}`],
  ];
}

/** A button to the trip's page, and the bare link below it for mail clients that hide buttons. */
export function tripLinkButton(link: string, label: string): SafeHtml {
  return html`<p><a href="${link}" style="display:inline-block;margin-top:16px;padding:10px 18px;background:#1971c2;color:#ffffff;text-decoration:none;border-radius:4px">${label}</a></p>
<p style="font-size:13px;color:#495057">Or open this link: ${link}</p>`;
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

/** "Saturday, 15 June 2030" for a local calendar date such as a pickup date (YYYY-MM-DD). */
export function formatLongDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

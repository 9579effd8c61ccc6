import { COMPANY, formatCents } from '@vozimo/contract';
import { describe, expect, it } from 'vitest';
import { detailsTable, detailsText, emailDocument, formatLongDate } from './email-layout.ts';
import { html } from './html.ts';

describe('email layout', () => {
  it('escapes labels, values and the title', () => {
    const table = detailsTable([['From <b>', 'Split & <i>Trogir</i>']]).value;
    expect(table).toContain('From &lt;b&gt;');
    expect(table).toContain('Split &amp; &lt;i&gt;Trogir&lt;/i&gt;');
    expect(emailDocument('<Trip>', html`<p>x</p>`)).toContain('<title>&lt;Trip&gt;</title>');
  });

  it("signs every message with the company's one address and e-mail, as the pages show them", () => {
    const document = emailDocument('Hello', html`<p>x</p>`);
    expect(document).toContain('Vozimo d.o.o., Put Supavla 1, 21000 Split, Croatia');
    expect(document).toContain(COMPANY.postalAddress);
    expect(document).toContain(COMPANY.supportEmail);
  });

  it('writes the same rows as text lines', () => {
    expect(detailsText([['From', 'Split'], ['To', 'Dubrovnik']])).toBe('From: Split\nTo: Dubrovnik');
  });

  it('formats euros and calendar dates whatever the server time zone', () => {
    // E-mails print amounts with the pages' formatter (the contract's), thousands comma included.
    expect(formatCents(123450)).toBe('€1,234.50');
    expect(formatLongDate('2030-06-15')).toBe('Saturday, 15 June 2030');
    expect(formatLongDate('2030-01-01')).toBe('Tuesday, 1 January 2030');
  });
});

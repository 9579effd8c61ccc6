import { EMPTY_BUSINESS_DETAILS, formatCents, type BusinessDetails } from '@vozimo/contract';
import { describe, expect, it } from 'vitest';
import { signEmail } from './business-footer.ts';
import { detailsTable, detailsText, emailDocument, formatLongDate } from './email-layout.ts';
import { html } from './html.ts';

describe('email layout', () => {
  it('escapes labels, values and the title', () => {
    const table = detailsTable([['From <b>', 'Split & <i>Trogir</i>']]).value;
    expect(table).toContain('From &lt;b&gt;');
    expect(table).toContain('Split &amp; &lt;i&gt;Trogir&lt;/i&gt;');
    expect(emailDocument('<Trip>', html`<p>x</p>`)).toContain('<title>&lt;Trip&gt;</title>');
  });

  const business: BusinessDetails = {
    legal_name: 'Jadran <Prijevoz> d.o.o.',
    street_address: 'Obala 3',
    postal_code: '23000',
    city: 'Zadar',
    country: 'Croatia',
    vat_number: 'HR12345678901',
    support_email: 'help@jadran.example',
  };

  it("signs a queued message with the operator's stored name, address, VAT number and e-mail, escaped in the HTML", () => {
    const signed = signEmail({ subject: 'Hello', text: 'Hello,\n\nVozimo', html: emailDocument('Hello', html`<p>x</p>`) }, business);
    const line = 'Jadran <Prijevoz> d.o.o., Obala 3, 23000 Zadar, Croatia · VAT HR12345678901 · help@jadran.example';
    expect(signed.text).toBe(`Hello,\n\nVozimo\n\n-- \n${line}`);
    expect(signed.html).toContain('<br>Jadran &lt;Prijevoz&gt; d.o.o., Obala 3, 23000 Zadar, Croatia · VAT HR12345678901 · help@jadran.example</p>');
    expect(signed.html).not.toContain('<!--');
    expect(signed.subject).toBe('Hello');
  });

  it('adds nothing while the business details are not set, and leaves out the parts not set', () => {
    const unsigned = signEmail({ text: 'Hi', html: emailDocument('Hello', html`<p>x</p>`) }, EMPTY_BUSINESS_DETAILS);
    expect(unsigned.text).toBe('Hi');
    expect(unsigned.html).toContain('day trips in Croatia and Slovenia</p>');
    const emailOnly = signEmail({ text: 'Hi', html: emailDocument('Hello', html`<p>x</p>`) }, { ...EMPTY_BUSINESS_DETAILS, support_email: 'help@jadran.example' });
    expect(emailOnly.text).toBe('Hi\n\n-- \nhelp@jadran.example');
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

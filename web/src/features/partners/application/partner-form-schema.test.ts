import { describe, expect, it } from 'vitest';
import { buildPartnerFormData, EMPTY_PARTNER_FORM, partnerFormSchema, type PartnerFormValues } from './partner-form-schema.ts';

const filled: PartnerFormValues = {
  ...EMPTY_PARTNER_FORM,
  company_name: ' Kvarner Shuttle ',
  address: 'Korzo 1, Rijeka',
  vat: 'HR123',
  legal_representative: 'Mia Mikić',
  email: 'mia@kvarner.example',
  phone_number: '+38551',
  country: 'Croatia',
  hometown: 'Rijeka',
};

const messages = (values: PartnerFormValues) => {
  const result = partnerFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('partner form schema', () => {
  it('gives every spec message for an empty form', () => {
    expect(messages(EMPTY_PARTNER_FORM)).toEqual({
      company_name: 'Company name is required.',
      address: 'Company address is required.',
      vat: 'VAT is required.',
      legal_representative: 'Legal representative is required.',
      email: 'Invalid email format.',
      phone_number: "Phone number must only contain numbers or '+'.",
      country: 'Country is required.',
      hometown: 'Hometown is required.',
    });
  });

  it.each([
    ['a PDF', 'application/pdf', {}],
    ['a JPEG', 'image/jpeg', {}],
    ['a PNG', 'image/png', {}],
    ['a Word file', 'application/msword', { business_license: 'File must be a PDF or an image (JPEG, PNG).' }],
    ['a GIF', 'image/gif', { business_license: 'File must be a PDF or an image (JPEG, PNG).' }],
  ])('accepts or refuses %s by its type', (_name, type, expected) => {
    expect(messages({ ...filled, business_license: new File(['x'], 'doc', { type }) })).toEqual(expected);
  });

  it('refuses a file over 10 MB', () => {
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    expect(messages({ ...filled, cooperation_agreement: big })).toEqual({ cooperation_agreement: 'File must be at most 10 MB.' });
  });
});

describe('buildPartnerFormData', () => {
  it('sends trimmed fields and only the chosen files', () => {
    const front = new File(['%PDF-'], 'front.pdf', { type: 'application/pdf' });
    const body = buildPartnerFormData({ ...filled, legal_representative_id: front });
    expect(body.get('company_name')).toBe('Kvarner Shuttle');
    expect(body.get('whatsapp')).toBe('');
    expect((body.get('legal_representative_id') as File).name).toBe('front.pdf');
    expect(body.has('legal_representative_id_other')).toBe(false);
    expect([...body.keys()]).toHaveLength(10);
  });
});

import { formatEuros, type PricingSettingsForm } from '@vozimo/contract';

/** The Pricing screen's words for each figure, shared by the form and the history. */
export const PERCENT_LABELS: Record<keyof PricingSettingsForm, { label: string; description: string }> = {
  agency_percent: { label: 'Agency commission (default)', description: 'For trips sold without an agency, and agencies without their own.' },
  service_fee_percent: { label: 'Service fee', description: 'Added to the base price.' },
  vat_percent: { label: 'VAT', description: 'On the whole price.' },
  deposit_percent: { label: 'Deposit', description: 'Share of the price paid online in advance.' },
  payment_processing_percent: { label: 'Payment processing', description: 'The card provider’s cost, as a share of the deposit.' },
};

const TARIFF_LABELS: Record<string, string> = { price_per_km: 'Price per km', minimum_fare: 'Minimum fare' };

/** "Service fee 10 % → 12.5 %" for each figure an audit line changed. */
export function describeChange(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  return Object.keys(after ?? {}).map((key) => {
    const percent = key in PERCENT_LABELS;
    const label = percent ? PERCENT_LABELS[key as keyof PricingSettingsForm].label : (TARIFF_LABELS[key] ?? key);
    const show = (value: unknown) => (typeof value !== 'number' ? String(value ?? '—') : percent ? `${value} %` : formatEuros(value));
    return `${label} ${show(before?.[key])} → ${show(after?.[key])}`;
  });
}

// One formatter for every price in the app: euros, always two decimals, comma thousands ('€1,234.50').
const euros = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats a euro amount given as a decimal string from the API ("1234.5") or a number; '' when not a number. */
export function formatEuros(value: string | number): string {
  if (typeof value === 'string' && value.trim() === '') return '';
  const amount = typeof value === 'number' ? value : Number(value.trim());
  return Number.isFinite(amount) ? euros.format(amount) : '';
}

import { Table } from '@mantine/core';
import { formatEuros, type TripPriceBreakdown } from '@vozimo/contract';

const percent = (value: number) => `${Number(value.toFixed(2))}%`;

type Row = { label: string; amount: number; strong?: boolean; indent?: boolean };

function rowsOf(p: TripPriceBreakdown): Row[] {
  return [
    { label: 'Base price', amount: p.base_price },
    { label: `Agency fee (${percent(p.agency_percent)})`, amount: p.agency_fee },
    { label: `Service fee (${percent(p.service_fee_percent)})`, amount: p.service_fee },
    { label: 'Price net', amount: p.price_net },
    { label: `VAT (${percent(p.vat_percent)})`, amount: p.price_vat },
    { label: 'Price gross', amount: p.price_gross, strong: true },
    { label: `Deposit (${percent(p.deposit_percent)})`, amount: p.deposit_gross, strong: true },
    { label: 'Deposit net', amount: p.deposit_net, indent: true },
    { label: 'Deposit VAT', amount: p.deposit_vat, indent: true },
    { label: 'Driver gross', amount: p.driver_gross },
    { label: `Platform fee (${percent(p.platform_fee_percent)})`, amount: p.platform_fee_gross },
    { label: 'Platform fee net', amount: p.platform_fee_net, indent: true },
    { label: 'Platform fee VAT', amount: p.platform_fee_vat, indent: true },
    { label: `Payment processing (${percent(p.payment_processing_percent)})`, amount: p.payment_processing_fee },
  ];
}

/** The price breakdown of the chosen vehicle type (spec section 3), in euros. */
export function PriceBreakdownTable({ breakdown, vehicleName }: { breakdown: TripPriceBreakdown; vehicleName: string }) {
  return (
    <Table withTableBorder striped verticalSpacing={4} fz="sm" maw={520} captionSide="top">
      <Table.Caption ta="left" fw={600} c="var(--mantine-color-text)">
        Price breakdown: {vehicleName}
      </Table.Caption>
      <Table.Tbody>
        {rowsOf(breakdown).map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th scope="row" fw={row.strong ? 700 : 400} pl={row.indent ? 'xl' : undefined}>
              {row.label}
            </Table.Th>
            <Table.Td ta="right" fw={row.strong ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
              {formatEuros(row.amount)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

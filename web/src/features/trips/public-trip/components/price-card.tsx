import { Badge, Group, Paper, Stack, Table, Title } from '@mantine/core';
import { centsToEuroNumber, formatEuros, type PublicTrip } from '@vozimo/contract';
import { driverBalanceCents } from '../trip-display.ts';

type PriceCardTrip = Pick<PublicTrip, 'status' | 'price_gross' | 'deposit_gross' | 'deposit_paid' | 'price'>;

/** Spec section 2: Paid once the deposit is in; Pending while the trip waits for it; else nothing. */
export function depositState(trip: Pick<PublicTrip, 'status' | 'deposit_paid'>): 'Paid' | 'Pending' | null {
  if (trip.deposit_paid) return 'Paid';
  return trip.status === 'pending_payment' ? 'Pending' : null;
}

/**
 * The price, the deposit paid online and the balance paid to the driver. While the deposit is due
 * (pending_payment) the server sends the breakdown too, for the VAT and deposit percentages.
 */
export function PriceCard({ trip }: { trip: PriceCardTrip }) {
  const state = depositState(trip);
  const { price } = trip;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Price" data-print-card>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Price
        </Title>
        <Table verticalSpacing={6} horizontalSpacing={0} withRowBorders aria-label="Price table">
          <Table.Tbody>
            <PriceRow label={price ? `Trip price (incl. ${price.vat_percent}% VAT)` : 'Trip price'} amount={trip.price_gross} strong />
            <PriceRow
              label={price ? `Deposit (${price.deposit_percent}%), paid online` : 'Deposit'}
              amount={trip.deposit_gross}
              state={state}
            />
            <PriceRow label="Balance to pay the driver" amount={centsToEuroNumber(driverBalanceCents(trip))} />
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}

interface PriceRowProps {
  label: string;
  amount: string | number;
  strong?: boolean;
  state?: 'Paid' | 'Pending' | null;
}

function PriceRow({ label, amount, strong = false, state = null }: PriceRowProps) {
  return (
    <Table.Tr>
      <Table.Th fw={strong ? 700 : 400} scope="row">
        <Group gap={8} component="span">
          {label}
          {state && (
            <Badge color={state === 'Paid' ? 'green' : 'yellow'} variant="light" size="sm" data-testid="deposit-state">
              {state}
            </Badge>
          )}
        </Group>
      </Table.Th>
      <Table.Td ta="right" fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {formatEuros(amount)}
      </Table.Td>
    </Table.Tr>
  );
}

import { Badge, Box, Group, Paper, Stack, Title } from '@mantine/core';
import { centsToEuroNumber, formatEuros, type PublicTrip } from '@vozimo/contract';
import { CssTable } from '../../../../components/css-table.tsx';
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
        <CssTable verticalSpacing={6} horizontalSpacing={0} aria-label="Price table">
          <tbody>
            <PriceRow label={price ? `Trip price (incl. ${price.vat_percent}% VAT)` : 'Trip price'} amount={trip.price_gross} strong />
            <PriceRow
              label={price ? `Deposit (${price.deposit_percent}%), paid online` : 'Deposit'}
              amount={trip.deposit_gross}
              state={state}
            />
            <PriceRow label="Balance to pay the driver" amount={centsToEuroNumber(driverBalanceCents(trip))} />
          </tbody>
        </CssTable>
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
    <tr>
      <Box component="th" scope="row" fw={strong ? 700 : 400}>
        <Group gap={8} component="span">
          {label}
          {state && (
            <Badge color={state === 'Paid' ? 'green' : 'yellow'} variant="light" size="sm" data-testid="deposit-state">
              {state}
            </Badge>
          )}
        </Group>
      </Box>
      <Box component="td" ta="right" fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {formatEuros(amount)}
      </Box>
    </tr>
  );
}

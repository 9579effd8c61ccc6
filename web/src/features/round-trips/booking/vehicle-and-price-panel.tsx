import { Alert, Button, LoadingOverlay, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { formatEuros, type VehicleTypeOffer } from '@vozimo/contract';
import type { ReactNode } from 'react';
import { VehicleOffers } from './vehicle-offers.tsx';

interface VehicleAndPricePanelProps {
  offers: VehicleTypeOffer[];
  selectedOffer: VehicleTypeOffer | undefined;
  onSelectVehicleType: (vehicleTypeId: number) => void;
  /** A new price is being computed: the old one stays, dimmed. */
  calculating: boolean;
  quoteProblem: string | null;
  onRetryQuote: () => void;
  stopCheckbox: ReactNode;
  /** Messages of a refused booking that belong to no field. */
  problems: string[];
  booking: boolean;
  canBook: boolean;
}

/** The vehicle cards with their prices, the optional stop, the total and Book Trip. */
export function VehicleAndPricePanel(props: VehicleAndPricePanelProps) {
  const { offers, selectedOffer, calculating, quoteProblem, problems } = props;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} pos="relative" component="section" aria-label="Vehicle and price">
      <LoadingOverlay visible={calculating} zIndex={2} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': 'Calculating the price' }} />
      <Stack gap="md">
        {!selectedOffer && !quoteProblem && <Text c="dimmed">Calculating the price…</Text>}
        {quoteProblem && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="No price" role="alert">
            {quoteProblem}{' '}
            <Button variant="subtle" size="compact-sm" onClick={props.onRetryQuote}>
              Try again
            </Button>
          </Alert>
        )}
        {selectedOffer && <VehicleOffers offers={offers} selected={selectedOffer.vehicle_type_id} onSelect={props.onSelectVehicleType} />}
        {props.stopCheckbox}
        {selectedOffer?.price && (
          <Stack gap={2}>
            <Text fw={700} size="lg">
              Total {formatEuros(selectedOffer.price.price_gross)}
            </Text>
            <Text size="sm" c="dimmed">
              {`The customer pays a deposit of ${formatEuros(selectedOffer.price.deposit_gross)} online and the rest to the driver.`}
            </Text>
          </Stack>
        )}
        {problems.length > 0 && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            <Stack gap={4}>
              {problems.map((problem) => (
                <Text key={problem} size="sm">
                  {problem}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        <Button type="submit" size="md" fullWidth loading={props.booking} disabled={!props.canBook}>
          Book Trip
        </Button>
      </Stack>
    </Paper>
  );
}

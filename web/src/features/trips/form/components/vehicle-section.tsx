import { Alert, Box, Group, Loader, LoadingOverlay, Paper, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { TripPriceBreakdown } from '@vozimo/contract';
import { FormSection } from '../../../../components/form-section.tsx';
import { PriceBreakdownTable } from './price-breakdown-table.tsx';
import { VehicleTypeCard, type VehicleCardData } from './vehicle-type-card.tsx';

interface VehicleSectionProps {
  vehicles: VehicleCardData[];
  selectedId: number | null;
  onSelect: (vehicleTypeId: number) => void;
  breakdown: TripPriceBreakdown | null;
  /** The price recalculation overlay (spec section 2). */
  recalculating: boolean;
  /** Why there is no price (the quote failed, or saving needs one). */
  problem: string | null;
  disabled: boolean;
  /** Shown when there is nothing to choose from yet. */
  emptyText: string;
}

/** Spec section 2, Vehicle: the vehicle type cards and the price breakdown of the chosen one. */
export function VehicleSection({ vehicles, selectedId, onSelect, breakdown, recalculating, problem, disabled, emptyText }: VehicleSectionProps) {
  const selected = vehicles.find((v) => v.vehicle_type_id === selectedId);
  return (
    <FormSection title="Vehicle" id="vehicle">
      <Box pos="relative" aria-busy={recalculating}>
        <LoadingOverlay visible={recalculating} zIndex={5} overlayProps={{ blur: 1, backgroundOpacity: 0.5 }} loaderProps={{ children: <RecalculatingPrice /> }} />
        <Stack gap="md">
          {problem && (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {problem}
            </Alert>
          )}
          {vehicles.length === 0 ? (
            <Text c="dimmed" size="sm">
              {emptyText}
            </Text>
          ) : (
            <Radio.Group
              name="vehicle_type_id"
              label="Vehicle type"
              value={selectedId === null ? null : String(selectedId)}
              onChange={(value) => onSelect(Number(value))}
              disabled={disabled}
            >
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mt="xs">
                {vehicles.map((vehicle) => (
                  <VehicleTypeCard key={vehicle.vehicle_type_id} vehicle={vehicle} disabled={disabled} />
                ))}
              </SimpleGrid>
            </Radio.Group>
          )}
          {breakdown && selected && <PriceBreakdownTable breakdown={breakdown} vehicleName={selected.vehicle_type_name} />}
        </Stack>
      </Box>
    </FormSection>
  );
}

function RecalculatingPrice() {
  return (
    <Paper shadow="sm" px="md" py="xs" radius="md" withBorder role="status">
      <Group gap="xs" wrap="nowrap">
        <Loader size="sm" aria-hidden />
        <Text size="sm" fw={600}>
          Recalculating the price…
        </Text>
      </Group>
    </Paper>
  );
}

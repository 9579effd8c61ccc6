import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PublicTrip } from '@vozimo/contract';
import { VehicleTypeImage } from '../../../../components/vehicle-type-image.tsx';

/** The booked vehicle class, and the vehicle itself once one is assigned. */
export function VehicleCard({ vehicleType, vehicle }: { vehicleType: PublicTrip['vehicle_type']; vehicle: PublicTrip['vehicle'] }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Vehicle" data-print-card>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Vehicle
        </Title>
        <Group gap="md" align="flex-start" wrap="wrap">
          <VehicleTypeImage src={vehicleType.image} name={vehicleType.vehicle_type_name} />
          <Stack gap={4} style={{ flex: '1 1 10rem' }}>
            <Text fw={700} size="lg">
              {vehicleType.vehicle_type_name}
            </Text>
            {vehicleType.comparable_to && (
              <Text size="sm" c="dimmed">
                Comparable to {vehicleType.comparable_to}
              </Text>
            )}
            <Text size="sm">Seats {vehicleType.max_passengers} people</Text>
            {vehicle && (
              <Text size="sm" fw={500}>
                {`${vehicle.vehicle_make} ${vehicle.vehicle_model}`.trim()}
                {vehicle.color && `, ${vehicle.color.toLowerCase()}`}
                {vehicle.license_plate && ` · ${vehicle.license_plate}`}
              </Text>
            )}
          </Stack>
        </Group>
        {vehicleType.baggage_note && (
          <Text size="xs" c="dimmed">
            Luggage: {vehicleType.baggage_note}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

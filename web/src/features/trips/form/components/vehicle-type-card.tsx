import { Group, Image, Radio, Stack, Text } from '@mantine/core';
import { formatEuros } from '@vozimo/contract';
import defaultVehicleImage from '../assets/default-vehicle.svg';

/** What a vehicle type card shows (spec section 3, Vehicle type offer). */
export interface VehicleCardData {
  vehicle_type_id: number;
  vehicle_type_name: string;
  image: string | null;
  comparable_to: string;
  max_passengers: number;
  baggage_note?: string | undefined;
  /** The trip's price in this type (euros); null when not priced yet. */
  price: number | null;
}

/** One selectable vehicle type: a radio card (arrow keys move between them). */
export function VehicleTypeCard({ vehicle, disabled }: { vehicle: VehicleCardData; disabled: boolean }) {
  const price = vehicle.price === null ? null : formatEuros(vehicle.price);
  return (
    <Radio.Card
      value={String(vehicle.vehicle_type_id)}
      radius="md"
      p="sm"
      disabled={disabled}
      aria-label={price ? `${vehicle.vehicle_type_name}, ${price}` : vehicle.vehicle_type_name}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Image src={vehicle.image ?? defaultVehicleImage} alt="" w={{ base: 72, xs: 104 }} h={{ base: 46, xs: 66 }} fit="contain" radius="sm" style={{ flexShrink: 0 }} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Group gap={8} wrap="nowrap">
              <Radio.Indicator aria-hidden size="sm" />
              <Text fw={700}>{vehicle.vehicle_type_name}</Text>
            </Group>
            {price && (
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                {price}
              </Text>
            )}
          </Group>
          <Text size="sm">Comparable to {vehicle.comparable_to}</Text>
          <Text size="sm">Seats {vehicle.max_passengers} people</Text>
          {vehicle.baggage_note && (
            <Text size="xs" c="dimmed">
              {vehicle.baggage_note}
            </Text>
          )}
        </Stack>
      </Group>
    </Radio.Card>
  );
}

import { Group, Radio, Stack, Text } from '@mantine/core';
import { formatCents, type VehicleTypeOffer } from '@vozimo/contract';
import { VehicleTypeImage } from '../../../components/vehicle-type-image.tsx';

interface VehicleOffersProps {
  offers: VehicleTypeOffer[];
  selected: number;
  onSelect: (vehicleTypeId: number) => void;
}

/** The vehicle types that seat the party, each with the round trip's price in it; one is chosen. */
export function VehicleOffers({ offers, selected, onSelect }: VehicleOffersProps) {
  return (
    <Radio.Group value={String(selected)} onChange={(value) => onSelect(Number(value))} label="Vehicle" labelProps={{ fw: 700, fz: 'lg', mb: 'xs' }}>
      <Stack gap="sm">
        {offers.map((offer) => (
          <Radio.Card
            key={offer.vehicle_type_id}
            value={String(offer.vehicle_type_id)}
            radius="md"
            p="sm"
            aria-label={`${offer.vehicle_type_name}, ${formatCents(offer.price_cents)}`}
            style={{
              borderColor: offer.vehicle_type_id === selected ? 'var(--mantine-primary-color-filled)' : undefined,
              borderWidth: offer.vehicle_type_id === selected ? 2 : 1,
            }}
          >
            <Group gap="sm" align="flex-start" wrap="nowrap">
              <VehicleTypeImage src={offer.image} name={offer.vehicle_type_name} shrinkOnPhones />
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Text fw={700}>{offer.vehicle_type_name}</Text>
                  <Radio.Indicator />
                </Group>
                {offer.comparable_to && (
                  <Text size="xs" c="dimmed">
                    Comparable to {offer.comparable_to}
                  </Text>
                )}
                <Text size="sm">Seats {offer.max_passengers} people</Text>
                <Text fw={700} size="lg" mt={4}>
                  {formatCents(offer.price_cents)}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}

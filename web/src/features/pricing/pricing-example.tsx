import { Badge, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatEuros, PRICING_EXAMPLE, type PricingExample } from '@vozimo/contract';

interface PricingExampleViewProps {
  example: PricingExample;
  /** The figures shown are the proposed ones, not yet saved. */
  proposed: boolean;
  updating: boolean;
}

/**
 * What the figures mean in money: €100 of base price broken down to the platform fee the deposit
 * leaves (a result, not a setting: ADR 0005), and a 100 km transfer in each vehicle type. The
 * server prices both, so the screen repeats no price rule.
 */
export function PricingExampleView({ example, proposed, updating }: PricingExampleViewProps) {
  const b = example.breakdown;
  const rows: [string, string, boolean?][] = [
    ['Base price', formatEuros(b.base_price)],
    [`Agency commission ${b.agency_percent} %`, `+ ${formatEuros(b.agency_fee)}`],
    [`Service fee ${b.service_fee_percent} %`, `+ ${formatEuros(b.service_fee)}`],
    [`VAT ${b.vat_percent} %`, `+ ${formatEuros(b.price_vat)}`],
    ['Customer pays', formatEuros(b.price_gross), true],
    [`Deposit ${b.deposit_percent} % (paid online)`, formatEuros(b.deposit_gross)],
    ['Paid to the driver', formatEuros(b.driver_gross)],
    ['− agency commission, paid to the agency', `− ${formatEuros(b.agency_fee)}`],
    [`− card processing ${b.payment_processing_percent} % of the deposit`, `− ${formatEuros(b.payment_processing_fee)}`],
    [`= Platform fee (${b.platform_fee_percent} % of the price)`, formatEuros(b.platform_fee_gross), true],
  ];
  return (
    <Stack gap="sm" aria-busy={updating}>
      <Group gap="xs">
        <Title order={2} fz="lg">
          What a trip costs
        </Title>
        {proposed && <Badge color="yellow">With your changes, not saved</Badge>}
        {updating && <Loader size="xs" aria-label="Updating the example" />}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {formatEuros(PRICING_EXAMPLE.basePriceEuros)} of base price
          </Text>
          <Table verticalSpacing={4} aria-label="Breakdown of a €100 trip">
            <Table.Tbody>
              {rows.map(([label, amount, strong]) => (
                <Table.Tr key={label}>
                  <Table.Td fw={strong ? 600 : undefined}>{label}</Table.Td>
                  <Table.Td ta="right" fw={strong ? 600 : undefined} style={{ whiteSpace: 'nowrap' }}>
                    {amount}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed">
            The platform fee is what the deposit leaves after the agency commission and the card processing; it is not set here.
          </Text>
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            A {PRICING_EXAMPLE.distanceKm} km transfer
          </Text>
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing={4} aria-label={`Price of a ${PRICING_EXAMPLE.distanceKm} km transfer`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Vehicle type</Table.Th>
                  <Table.Th ta="right">Ride</Table.Th>
                  <Table.Th ta="right">Customer pays</Table.Th>
                  <Table.Th ta="right">Deposit</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {example.trips.map((trip) => (
                  <Table.Tr key={trip.vehicle_type_id}>
                    <Table.Td>{trip.vehicle_type_name}</Table.Td>
                    <Table.Td ta="right">{formatEuros(trip.base_price)}</Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {formatEuros(trip.price_gross)}
                    </Table.Td>
                    <Table.Td ta="right">{formatEuros(trip.deposit_gross)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

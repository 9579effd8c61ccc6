import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { TRIP_STATUS_DISPLAY, type TripStatus } from '@vozimo/contract';

// The booking path the docs explain (spec section 2): draft, pending, confirmed, completed.
const STATES: { status: TripStatus; name: string; meaning: string }[] = [
  { status: 'draft', name: 'draft', meaning: 'A saved quote. The agent can still change it and book it.' },
  { status: 'pending_payment', name: 'pending', meaning: 'Booked; waiting for the customer’s deposit (card) or the agency’s bank transfer.' },
  { status: 'confirmed', name: 'confirmed', meaning: 'Deposit paid. The trip is offered to drivers or has one assigned.' },
  { status: 'completed', name: 'completed', meaning: 'Driven. Commissions and the driver’s share are due.' },
];

/** The booking states as a left-to-right flow (top-to-bottom on a phone), readable without the picture. */
export function BookingStatesDiagram() {
  return (
    <figure style={{ margin: 0 }}>
      <Group component="ol" gap="xs" align="stretch" wrap="wrap" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {STATES.map((state, index) => (
          <Group component="li" key={state.status} gap="xs" wrap="nowrap" align="center" style={{ flex: '1 1 200px' }}>
            <Paper withBorder radius="md" p="sm" style={{ flex: 1 }} h="100%">
              <Stack gap={6}>
                <Badge color={TRIP_STATUS_DISPLAY[state.status].color} variant="light" w="fit-content">
                  {state.name}
                </Badge>
                <Text size="sm">{state.meaning}</Text>
              </Stack>
            </Paper>
            {index < STATES.length - 1 && <IconArrowRight aria-hidden size={20} style={{ flexShrink: 0 }} />}
          </Group>
        ))}
      </Group>
      <Text component="figcaption" size="sm" c="dimmed" mt="sm">
        A trip moves from draft to pending when it is booked, to confirmed when the deposit is paid, and to completed
        after the ride. Any open trip can be canceled; a customer who does not appear makes it a no-show.
      </Text>
    </figure>
  );
}

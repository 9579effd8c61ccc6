import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import type { PointOfInterest } from '@vozimo/contract';
import { formatPoiDistance } from '../model/route-summary.ts';
import { firstStopTime } from '../model/stop-times.ts';
import type { FormStop } from '../model/trip-form-values.ts';
import { StopTimeControl } from './stop-time-control.tsx';

interface PoiCardProps {
  poi: PointOfInterest;
  stop: FormStop | undefined;
  onAdd: (time: number) => void;
  onCancel: () => void;
  onTimeChange: (minutes: number) => void;
  /** Nothing can be added or changed (a locked route, or the most stops already). */
  canAdd: boolean;
  disabled: boolean;
}

/** A point of interest near the route: Add stop, then its time and Cancel stop. */
export function PoiCard({ poi, stop, onAdd, onCancel, onTimeChange, canAdd, disabled }: PoiCardProps) {
  const first = firstStopTime(poi);
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="article"
      aria-label={poi.name}
      style={stop ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      {poi.photo && (
        <Card.Section mb="xs">
          <Image src={poi.photo} alt="" h={120} />
        </Card.Section>
      )}
      <Stack gap={6} h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={700} lh={1.3}>
            {poi.name}
          </Text>
          {/* The category's colour tints the badge; the text keeps the page's text colour, readable on any tint. */}
          <Badge color={poi.poi_color} variant="light" style={{ flexShrink: 0, color: 'var(--mantine-color-text)' }}>
            {poi.category_name}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {formatPoiDistance(poi.distance)} off the route
        </Text>
        <Text size="sm" lineClamp={3}>
          {poi.description}
        </Text>
        <Group justify="space-between" mt="auto" pt={4} gap="xs">
          {stop ? (
            <>
              <StopTimeControl name={poi.name} minutes={stop.time} limits={poi} onChange={onTimeChange} disabled={disabled} />
              <Button variant="subtle" color="red" size="sm" leftSection={<IconX size={14} aria-hidden />} onClick={onCancel} disabled={disabled} aria-label={`Cancel stop: ${poi.name}`}>
                Cancel stop
              </Button>
            </>
          ) : (
            <Button
              variant="light"
              size="sm"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => first !== null && onAdd(first)}
              disabled={disabled || !canAdd || first === null}
              aria-label={`Add stop: ${poi.name}`}
            >
              Add stop
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

import { Button, Checkbox, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { DatePickerInput, TimePicker } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { IconCalendar, IconClock, IconRefresh, IconRoute } from '@tabler/icons-react';
import { TRIP_MESSAGES } from '@vozimo/contract';
import { CALENDAR_LABELS } from '../../../../components/calendar-labels.ts';
import { countryRuleBroken } from '../model/route-inputs.ts';
import { formatRouteDistance, formatRouteDuration } from '../model/route-summary.ts';
import type { TripFormValues } from '../model/trip-form-values.ts';
import { FormSection } from '../../../../components/form-section.tsx';
import { PassengersInput } from '../../../../components/passengers-input.tsx';
import { PlacePicker } from './place-picker.tsx';

interface BasicInformationSectionProps {
  form: UseFormReturnType<TripFormValues>;
  /** Places and passengers cannot change (a paid deposit, or a round trip's fixed start). */
  routeLocked: boolean;
  isRoundTrip: boolean;
  /** No past dates for new trips. */
  minDate: string | undefined;
  /** The Update button: price again. Offered only when both places are chosen. */
  onUpdate: () => void;
  updating: boolean;
  /** Distance (m) and duration (s) of the route as priced. */
  route: { distance: number; duration: number } | null;
}

const SATURDAY = 6;
const SUNDAY = 0;

/** Spec section 2, Basic information: places, date and time, passengers, Update, pickup details, airport pickup. */
export function BasicInformationSection({ form, routeLocked, isRoundTrip, minDate, onUpdate, updating, route }: BasicInformationSectionProps) {
  const { values } = form;
  const bothPlaces = values.start_loc !== null && values.end_loc !== null;
  const countryBroken = countryRuleBroken(values.start_loc, values.end_loc);
  // The country rule has its own inline message below the pickers; the field does not repeat it.
  const endError = form.errors['end_loc'] === TRIP_MESSAGES.country ? undefined : form.errors['end_loc'];

  return (
    <FormSection title="Basic information" id="basic-information">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PlacePicker
          label="From"
          value={values.start_loc}
          onChange={(place) => form.setFieldValue('start_loc', place)}
          error={form.errors['start_loc']}
          disabled={routeLocked}
        />
        <PlacePicker
          label="To"
          value={values.end_loc}
          onChange={(place) => form.setFieldValue('end_loc', place)}
          error={endError}
          disabled={routeLocked}
        />
      </SimpleGrid>
      {countryBroken && (
        <Text c="var(--mantine-color-error)" fw={600} size="sm" role="alert">
          {TRIP_MESSAGES.country}
        </Text>
      )}

      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <DatePickerInput
          label="Date"
          withAsterisk
          valueFormat="MMMM D, YYYY"
          firstDayOfWeek={1}
          weekendDays={[SATURDAY, SUNDAY]}
          minDate={minDate}
          ariaLabels={CALENDAR_LABELS}
          leftSection={<IconCalendar size={16} aria-hidden />}
          popoverProps={{ position: 'bottom-start' }}
          {...form.getInputProps('pickup_date')}
          onChange={(date) => date && form.setFieldValue('pickup_date', date)}
        />
        <TimePicker
          label="Time"
          withAsterisk
          format="24h"
          hoursInputLabel="Hours"
          minutesInputLabel="Minutes"
          leftSection={<IconClock size={16} aria-hidden />}
          {...form.getInputProps('pickup_time')}
        />
        <PassengersInput withAsterisk disabled={routeLocked && !isRoundTrip} {...form.getInputProps('passengers')} />
      </SimpleGrid>

      <Group gap="md" wrap="wrap">
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onUpdate}
          disabled={!bothPlaces || countryBroken || (routeLocked && !isRoundTrip)}
          loading={updating}
        >
          Update
        </Button>
        {route ? (
          <Group gap={6} wrap="nowrap" aria-label="Distance and duration">
            <IconRoute size={18} aria-hidden />
            <Text size="sm">
              <b>{formatRouteDistance(route.distance)}</b> · <b>{formatRouteDuration(route.duration)}</b>
            </Text>
          </Group>
        ) : (
          !countryBroken && (
            <Text size="sm" c="dimmed">
              {updating ? 'Calculating the route…' : bothPlaces ? 'Press Update to calculate the route and price.' : 'Choose From and To to calculate the route and price.'}
            </Text>
          )
        )}
      </Group>

      <SimpleGrid cols={{ base: 1, sm: isRoundTrip ? 1 : 2 }}>
        <TextInput
          label="Pickup details"
          description="Address, hotel or meeting point: needed to book"
          {...form.getInputProps('start_loc_details')}
        />
        {!isRoundTrip && (
          <TextInput label="Drop-off details" description="Address or hotel at the destination" {...form.getInputProps('end_loc_details')} />
        )}
      </SimpleGrid>

      <Checkbox label="Airport pickup" {...form.getInputProps('info.airport_pickup', { type: 'checkbox' })} />
      {values.info.airport_pickup && (
        <TextInput label="Flight number" placeholder="e.g. OU 660" maw={320} {...form.getInputProps('info.flight_number')} />
      )}
    </FormSection>
  );
}

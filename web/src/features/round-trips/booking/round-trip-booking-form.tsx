import { Checkbox, Grid, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput, TimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { zagrebToday, type RoundTrip } from '@vozimo/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CALENDAR_LABELS } from '../../../components/calendar-labels.ts';
import { FormSection } from '../../../components/form-section.tsx';
import { PassengersInput } from '../../../components/passengers-input.tsx';
import { showFailureToast } from '../../../components/failure-toast.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { serverFormMessages, unexpectedFailureMessage } from '../../../lib/forms/server-messages.ts';
import { quotesKeys } from '../../../api/quotes/quotes-keys.ts';
import { roundTripQuoteQueryOptions } from '../../../api/quotes/round-trip-quote-query.ts';
import { useBookRoundTrip } from '../../../api/trips/use-book-round-trip.ts';
import { formatCataloguePrice } from '../format-price.ts';
import {
  checkBookingRequest,
  initialRoundTripFormValues,
  roundTripFieldOf,
  toBookingRequest,
  validateRoundTripForm,
  validPassengers,
  type RoundTripFormValues,
} from './booking-form.ts';
import { VehicleAndPricePanel } from './vehicle-and-price-panel.tsx';

/** The new round trip form (spec section 2): when, how many, where to pick up, vehicle and stop, contact, extra info. */
export function RoundTripBookingForm({ roundTrip }: { roundTrip: RoundTrip }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const book = useBookRoundTrip();
  const [bookingProblems, setBookingProblems] = useState<string[]>([]);
  const [chosenVehicleType, setChosenVehicleType] = useState<number | null>(null);

  // The price follows the passengers and the stop; while the count is invalid the last price stays.
  const [quotedPassengers, setQuotedPassengers] = useState(1);
  const form = useForm<RoundTripFormValues>({
    mode: 'controlled',
    initialValues: initialRoundTripFormValues(),
    validate: validateRoundTripForm,
    validateInputOnBlur: true,
    validateInputOnChange: ['passengers', 'customer_email'],
    onValuesChange: (values) => {
      const count = validPassengers(values.passengers);
      if (count !== null) setQuotedPassengers(count);
    },
  });

  const stopPoiId = form.values.with_stop && roundTrip.stop ? roundTrip.stop.poi_id : null;
  const quote = useQuery(roundTripQuoteQueryOptions(roundTrip.round_trip_id, quotedPassengers, stopPoiId));

  const offers = quote.data?.vehicle_types ?? [];
  const selectedOffer =
    offers.find((o) => o.vehicle_type_id === chosenVehicleType) ?? offers.find((o) => o.vehicle_type_id === quote.data?.selected_vehicle_type);
  const priceIsCurrent = quote.isSuccess && !quote.isPlaceholderData && !quote.isFetching;
  const quoteProblem = quote.isError ? describeQuoteError(quote.error) : null;

  const handleSubmit = form.onSubmit((values) => {
    setBookingProblems([]);
    if (!quote.data || !selectedOffer || !priceIsCurrent) return;
    const body = toBookingRequest(values, roundTrip, { tripPriceId: quote.data.trip_price_id, vehicleTypeId: selectedOffer.vehicle_type_id });
    const local = checkBookingRequest(body);
    if (Object.keys(local.fields).length > 0 || local.other.length > 0) {
      form.setErrors(local.fields);
      setBookingProblems(local.other);
      return;
    }
    book.mutate(body, {
      onSuccess: ({ reference, token }) => {
        void navigate(`/trip/${encodeURIComponent(reference)}?token=${encodeURIComponent(token)}`);
      },
      // Spec section 8: the toast, then each message at its field; everything typed stays.
      onError: (error) => {
        showFailureToast('Please try again later');
        const messages = serverFormMessages(error, roundTripFieldOf);
        if (messages) {
          form.setErrors(messages.fields);
          setBookingProblems(messages.other);
          // An expired or unknown price: ask for a new one, so pressing Book Trip again works.
          if (isApiError(error) && 'trip_price_id' in error.fieldErrors) void queryClient.invalidateQueries({ queryKey: quotesKeys.roundTrips() });
        } else {
          setBookingProblems([unexpectedFailureMessage(error)]);
        }
      },
    });
  });

  const locality = roundTrip.start_loc.locality || roundTrip.start_loc.formatted_address;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <FormSection gap="sm" title="Date & Time">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <DatePickerInput
                  label="Date"
                  valueFormat="MMMM D, YYYY"
                  firstDayOfWeek={1}
                  weekendDays={[0, 6]}
                  minDate={zagrebToday()}
                  leftSection={<IconCalendar size={18} aria-hidden />}
                  ariaLabels={CALENDAR_LABELS}
                  {...form.getInputProps('pickup_date')}
                />
                <TimePicker label="Time" format="24h" hoursInputLabel="Hours" minutesInputLabel="Minutes" {...form.getInputProps('pickup_time')} />
              </SimpleGrid>
            </FormSection>

            <FormSection gap="sm" title="Passengers">
              <PassengersInput maw={320} {...form.getInputProps('passengers')} error={form.errors['passengers'] ?? quoteProblem?.passengers} />
            </FormSection>

            <FormSection gap="sm" title="Pickup Location">
              <TextInput
                label="Pickup Location details"
                description={`The trip starts and ends in ${locality}. Where should the driver pick the customer up?`}
                placeholder="Hotel name and address"
                withAsterisk
                {...form.getInputProps('start_loc_details')}
              />
            </FormSection>

            <FormSection gap="sm" title="Customer Contact">
              <Text size="sm" c="dimmed">
                The customer&apos;s first and last name, and a phone number the driver can call. The e-mail is optional.
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput label="First name" withAsterisk {...form.getInputProps('customer_first_name')} />
                <TextInput label="Last name" withAsterisk {...form.getInputProps('customer_last_name')} />
                <TextInput label="E-mail" type="email" {...form.getInputProps('customer_email')} />
                <TextInput label="Phone" type="tel" withAsterisk {...form.getInputProps('customer_phone')} />
              </SimpleGrid>
            </FormSection>

            <FormSection gap="sm" title="Additional Information">
              <Textarea label="Notes" autosize minRows={2} maxRows={6} {...form.getInputProps('notes')} />
              <Checkbox label="Airport pickup" {...form.getInputProps('airport_pickup', { type: 'checkbox' })} />
              {form.values.airport_pickup && <TextInput label="Flight number" {...form.getInputProps('flight_number')} />}
              <Checkbox label="Child seats" {...form.getInputProps('child_seats', { type: 'checkbox' })} />
              {form.values.child_seats && (
                <TextInput label="Child age" description="The age of each child, so the driver brings the right seats" {...form.getInputProps('child_info')} />
              )}
            </FormSection>
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 5 }}>
          <VehicleAndPricePanel
            offers={offers}
            selectedOffer={selectedOffer}
            onSelectVehicleType={setChosenVehicleType}
            calculating={quote.isFetching}
            quoteProblem={quoteProblem?.other ?? null}
            onRetryQuote={() => void quote.refetch()}
            stopCheckbox={
              roundTrip.stop && (
                <Checkbox
                  label={`Add ${roundTrip.stop.name} for €${formatCataloguePrice(roundTrip.stop.price)}`}
                  {...form.getInputProps('with_stop', { type: 'checkbox' })}
                />
              )
            }
            problems={bookingProblems}
            booking={book.isPending}
            canBook={selectedOffer !== undefined && priceIsCurrent}
          />
        </Grid.Col>
      </Grid>
    </form>
  );
}

/** A price that could not be computed: too many passengers for any vehicle goes to the field, the rest above. */
function describeQuoteError(error: Error): { passengers?: string; other?: string } {
  const messages = serverFormMessages(error, roundTripFieldOf);
  if (!messages) return { other: 'We could not calculate the price.' };
  const passengers = messages.fields['passengers'];
  return passengers ? { passengers } : { other: error.message };
}

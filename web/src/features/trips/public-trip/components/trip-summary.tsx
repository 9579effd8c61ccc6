import { Divider, Paper, Stack } from '@mantine/core';
import { formatPickup, type PublicTrip } from '@vozimo/contract';
import { childSeatsText, customerName, stopsText } from '../trip-display.ts';
import { DetailList, type Detail } from './detail-list.tsx';

type RideSummary = Pick<PublicTrip, 'start_locality' | 'end_locality' | 'start_loc_details' | 'end_loc_details' | 'info' | 'pickup_date' | 'pickup_time' | 'passengers'>;

/** The Summary of a trip page: from and to, the flight, when, how many; the customer's page and the driver's. */
export function summaryDetails(trip: RideSummary): Detail[] {
  return [
    { label: 'From', value: trip.start_locality, note: trip.start_loc_details || undefined },
    { label: 'To', value: trip.end_locality, note: trip.end_loc_details || undefined },
    // The flight number matters only when the driver meets the customer at the airport.
    ...(trip.info.airport_pickup ? [{ label: 'Flight number', value: trip.info.flight_number }] : []),
    { label: 'Date and time', value: formatPickup(trip.pickup_date, trip.pickup_time) },
    { label: 'Passengers', value: String(trip.passengers) },
  ];
}

/** Summary, Other Information and Customer (spec section 2), with a dash for each empty value. */
export function TripSummary({ trip }: { trip: PublicTrip }) {
  const summary = summaryDetails(trip);
  const otherInformation: Detail[] = [
    { label: 'Child seats', value: childSeatsText(trip.info) },
    { label: 'Notes', value: trip.info.notes },
    { label: 'Stops', value: stopsText(trip.stops) },
  ];
  const customer: Detail[] = [
    { label: 'Name', value: customerName(trip) },
    { label: 'Phone', value: trip.customer_phone },
    { label: 'E-mail', value: trip.customer_email },
  ];

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-print-card>
      <Stack gap="md">
        <DetailList title="Summary" details={summary} />
        <Divider />
        <DetailList title="Other Information" details={otherInformation} />
        <Divider />
        <DetailList title="Customer" details={customer} />
      </Stack>
    </Paper>
  );
}

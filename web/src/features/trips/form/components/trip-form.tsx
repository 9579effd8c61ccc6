import { Alert, Badge, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { zagrebToday, type CurrentUser } from '@vozimo/contract';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { showFailureToast } from '../../../../components/failure-toast.tsx';
import { StatusBadge } from '../../../../components/status-badge.tsx';
import { useSaveTrip } from '../../../../api/trips/use-save-trip.ts';
import { buildBookingPayload } from '../model/booking-payload.ts';
import { describeSaveFailure, missingPriceError, tripFormResolver } from '../model/form-errors.ts';
import { routeInputsOf } from '../model/route-inputs.ts';
import { showsStaffPanels, submitActions, type SubmitAction, type TripFormMode } from '../model/submit-actions.ts';
import { emptyTripForm, formValuesFromTrip, type TripFormValues } from '../model/trip-form-values.ts';
import { AdditionalInformationSection } from './additional-information-section.tsx';
import { BasicInformationSection } from './basic-information-section.tsx';
import { CustomerContactSection } from './customer-contact-section.tsx';
import { DriverVehicleSection, type DriverVehicleFieldsSlot } from './driver-vehicle-section.tsx';
import { FormActions } from './form-actions.tsx';
import { FormSection } from '../../../../components/form-section.tsx';
import { PointsOfInterestSection } from './points-of-interest-section.tsx';
import { LazyRouteMap } from './route-map-lazy.tsx';
import { StopsList } from './stops-list.tsx';
import { TripStatusSection } from './trip-status-section.tsx';
import { useTripPricing } from './use-trip-pricing.ts';
import { VehicleSection } from './vehicle-section.tsx';

interface TripFormProps {
  mode: TripFormMode;
  user: CurrentUser;
  /** The time the form opens: it gives the default pickup (the next bookable 12:00) and today's date in Zagreb, the earliest a new trip may take. */
  now: Date;
  /** Staff's driver and vehicle fields (the fleet area's), in the Driver and vehicle section. */
  driverVehicleFields?: DriverVehicleFieldsSlot;
}

/** The trip form of spec section 2, for a new trip or a saved one. */
export function TripForm({ mode, user, now, driverVehicleFields }: TripFormProps) {
  const today = zagrebToday(now);
  const navigate = useNavigate();
  const trip = mode.kind === 'edit' ? mode.trip : null;
  const roundTrip = trip?.round_trip_id != null ? { id: trip.round_trip_id, name: trip.round_trip_name } : null;
  const readOnly = trip !== null && !trip.can_edit;
  const depositPaid = trip?.deposit_paid ?? false;
  // A paid deposit fixes the price, so nothing that changes it may change (the server answers 409).
  const routeLocked = readOnly || depositPaid;
  const staffPanels = showsStaffPanels(mode, user.is_staff);
  const actions = submitActions(mode);

  const form = useForm<TripFormValues>({
    mode: 'controlled',
    initialValues: trip ? formValuesFromTrip(trip) : emptyTripForm(now),
    // While typing, a quote's rules; the button pressed adds its own (a booking needs the customer).
    validate: tripFormResolver(roundTrip),
    validateInputOnBlur: ['customer_email', 'passengers'],
  });
  const pricing = useTripPricing({ form, trip, routeLocked });

  const save = useSaveTrip(trip?.trip_id ?? null);
  const [saving, setSaving] = useState<SubmitAction | null>(null);
  const [globalError, setGlobalError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = (action: SubmitAction) => {
    setGlobalError(null);
    const errors = tripFormResolver(roundTrip, action)(form.values);
    form.setErrors(errors);
    const hasErrors = Object.keys(errors).length > 0;
    // A route that cannot be priced (a place missing, the country rule) already says why at its fields.
    const priceable = roundTrip !== null || routeInputsOf(form.values) !== null;
    const priceProblem = priceable ? missingPriceError(pricing.priceNeeded, pricing.currentQuote !== null, form.values.vehicle_type_id) : null;
    if (priceProblem) form.setFieldError('extra.trip_price_id', priceProblem);
    if (hasErrors || priceProblem) {
      revealFirstProblem(formRef.current);
      return;
    }

    const payload = buildBookingPayload(form.values, { action, quote: pricing.currentQuote, staffPanels, roundTrip });
    setSaving(action);
    save.mutate(payload, {
      onSuccess: (saved) => {
        void navigate(`/trip/${encodeURIComponent(saved.reference)}?token=${encodeURIComponent(saved.token)}`);
      },
      onError: (error) => {
        // What the user typed stays; only the messages are added.
        const failure = describeSaveFailure(error);
        form.setErrors({ ...form.errors, ...failure.fieldErrors });
        setGlobalError(failure.globalError);
        showFailureToast('Please try again later');
        revealFirstProblem(formRef.current);
      },
      onSettled: () => setSaving(null),
    });
  };

  const vehicleProblem = pricing.quoteProblem ?? stringError(form.errors['extra.trip_price_id']) ?? stringError(form.errors['vehicle_type_id']);
  const placesChosen = form.values.start_loc !== null && form.values.end_loc !== null;
  const nothingPricedYet = pricing.recalculating
    ? 'Calculating the vehicles and prices…'
    : placesChosen
      ? 'No prices for this route.'
      : 'Choose From and To to see the vehicles and prices.';
  const stopPoints = form.values.stops.flatMap((stop) => {
    const poi = pricing.pois.find((p) => p.poi_id === stop.poi_id);
    return poi ? [{ lat: poi.location.lat, lng: poi.location.lng, label: poi.name }] : [];
  });
  const mapPoint = (place: TripFormValues['start_loc']) => (place ? { lat: place.lat, lng: place.lng, label: place.formatted_address } : null);

  return (
    <form ref={formRef} noValidate onSubmit={(event) => event.preventDefault()}>
      <Stack gap="lg" maw={1280} mx="auto">
        <FormHeading mode={mode} />

        {readOnly && (
          <Alert color="yellow" icon={<IconInfoCircle size={18} aria-hidden />} title="This trip cannot be changed here">
            {trip?.status === 'completed' || trip?.status === 'canceled' || trip?.status === 'no_show'
              ? 'A completed, canceled or no-show trip stays as it is.'
              : 'Only staff can change a booked trip. The contact details can still be corrected from the trip page.'}
          </Alert>
        )}
        {!readOnly && depositPaid && (
          <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
            The deposit is paid: the route and price of this trip can no longer change.
          </Alert>
        )}

        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="lg">
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <BasicInformationSection
                  form={form}
                  routeLocked={routeLocked || roundTrip !== null}
                  isRoundTrip={roundTrip !== null}
                  minDate={trip && trip.pickup_date < today ? trip.pickup_date : today}
                  onUpdate={pricing.refresh}
                  updating={pricing.recalculating && placesChosen}
                  route={pricing.route}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Paper withBorder radius="md" p="xs" h="100%">
                  <LazyRouteMap
                    start={mapPoint(form.values.start_loc)}
                    end={roundTrip ? null : mapPoint(form.values.end_loc)}
                    stops={stopPoints}
                    polyline={pricing.polyline}
                    height={{ base: 240, md: 360 }}
                  />
                </Paper>
              </Grid.Col>
            </Grid>

            <VehicleSection
              // A fixed price leaves no choice: only the booked vehicle type is shown.
              vehicles={routeLocked ? pricing.vehicles.filter((v) => v.vehicle_type_id === form.values.vehicle_type_id) : pricing.vehicles}
              selectedId={form.values.vehicle_type_id}
              onSelect={(id) => {
                form.setFieldValue('vehicle_type_id', id);
                form.clearFieldError('extra.trip_price_id');
              }}
              breakdown={pricing.breakdown}
              recalculating={pricing.recalculating}
              problem={vehicleProblem}
              disabled={routeLocked}
              emptyText={nothingPricedYet}
            />

            {roundTrip ? (
              form.values.stops.length > 0 && (
                <FormSection title="Stops" id="stops">
                  <StopsList stops={form.values.stops} priced={pricing.pricedStops} />
                </FormSection>
              )
            ) : (
              <PointsOfInterestSection
                pois={pricing.pois}
                stops={form.values.stops}
                pricedStops={pricing.pricedStops}
                onStopsChange={(stops) => form.setFieldValue('stops', stops)}
                recalculating={pricing.recalculating}
                disabled={routeLocked}
                emptyText={
                  pricing.recalculating
                    ? 'Finding the points of interest on the way…'
                    : placesChosen
                      ? 'No points of interest to show for this route.'
                      : 'Choose From and To to see the points of interest on the way.'
                }
                error={stringError(form.errors['stops']) ?? undefined}
              />
            )}

            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <CustomerContactSection form={form} />
              <AdditionalInformationSection form={form} />
            </SimpleGrid>

            {staffPanels && (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                <DriverVehicleSection form={form} driverVehicleFields={driverVehicleFields} />
                <TripStatusSection form={form} />
              </SimpleGrid>
            )}
          </Stack>
        </fieldset>

        {globalError && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {globalError}
          </Alert>
        )}
        <FormActions actions={actions} onSubmit={submit} saving={saving} busy={pricing.recalculating} />
      </Stack>
    </form>
  );
}

/** After the messages render, brings the first one into view (a long form hides most of them). */
function revealFirstProblem(form: HTMLFormElement | null) {
  window.setTimeout(() => {
    const problem = form?.querySelector('[aria-invalid="true"], [role="alert"]');
    problem?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, 0);
}

function stringError(error: unknown): string | null {
  return typeof error === 'string' ? error : null;
}

function FormHeading({ mode }: { mode: TripFormMode }) {
  if (mode.kind === 'new') {
    return (
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        New Trip
      </Title>
    );
  }
  const { trip } = mode;
  return (
    <Stack gap={4}>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Edit Trip
        </Title>
        <Group gap="xs">
          <Badge variant="outline" size="lg" radius="sm" aria-label={`Reference ${trip.reference}`}>
            {trip.reference}
          </Badge>
          <StatusBadge status={trip.status} long />
        </Group>
      </Group>
      {trip.round_trip_id !== null && (
        <Text>
          Round trip: <b>{trip.round_trip_name}</b>
        </Text>
      )}
    </Stack>
  );
}

import { Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  assignDriverVehicleRequestSchema,
  formatEuros,
  OFFERS_SCREEN_TEXT,
  type ClaimedTrip,
  type OfferedTrip,
} from '@vozimo/contract';
import { useState, type FormEvent } from 'react';
import { FETCH_DRIVERS_FAILED, FETCH_VEHICLES_FAILED } from '../../../api/fleet/fleet-queries.ts';
import { useChangeDriverVehicle, useClaimTrip } from '../../../api/offers/use-assign-driver-vehicle.ts';
import { showFailureToast } from '../../../components/failure-toast.tsx';
import { FormButtons } from '../../../components/form-buttons.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldNamedByLastPart } from '../../../lib/forms/form-messages.ts';
import { schemaMessages } from '../../../lib/forms/schema-resolver.ts';
import { chooseDriver, driverSelectData, vehicleSelectData, type AssignmentChoice } from './assignment-choices.ts';
import { passengersText, pickupDateText, pickupTimeText, routeText } from './trip-text.ts';
import { useDriverChoices, useVehicleChoices } from './use-assignment-options.ts';

/** Claim an offered trip, or change the driver and vehicle of a claimed one (spec sections 2 and 5). */
export type AssignmentTarget = { mode: 'claim'; trip: OfferedTrip } | { mode: 'change'; trip: ClaimedTrip };

interface AssignmentModalProps {
  /** The trip and what to do with it; null keeps the modal closed. */
  target: AssignmentTarget | null;
  /** Staff act for a company: drivers of every company (claim) or of the claiming one (change). */
  staff: boolean;
  onClose: () => void;
}

const WORDS = {
  claim: { title: 'Claim trip', submit: 'Claim trip', failed: OFFERS_SCREEN_TEXT.claimFailed },
  change: { title: 'Change driver and vehicle', submit: 'Save changes', failed: OFFERS_SCREEN_TEXT.changeFailed },
} as const;

/**
 * A 422 is about the chosen pair (a driver busy then, a car too small): its message shows at the
 * field and the modal stays open with the choice. A 403, 404 or 409 is about the trip (someone else
 * claimed it, it was withdrawn, the last 24 hours began): nothing in the modal can fix it, so it
 * closes and the refreshed lists show the trip as it is now. Anything else (the server or the
 * network failed) keeps the modal open to try again.
 */
const TRIP_REFUSAL_STATUSES: ReadonlySet<number> = new Set([403, 404, 409]);
const refusesTrip = (error: unknown) => isApiError(error) && TRIP_REFUSAL_STATUSES.has(error.status);

export function AssignmentModal({ target, staff, onClose }: AssignmentModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? WORDS[target.mode].title : undefined}
      fullScreen={phone}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {target && <AssignmentForm key={`${target.mode}-${target.trip.trip_id}`} target={target} staff={staff} onClose={onClose} />}
    </Modal>
  );
}

const loading = <Loader size="xs" aria-label="Loading" />;
const messageFields = fieldNamedByLastPart(['driver_id', 'vehicle_id']);

function AssignmentForm({ target, staff, onClose }: { target: AssignmentTarget; staff: boolean; onClose: () => void }) {
  const { mode, trip } = target;
  const [choice, setChoice] = useState<AssignmentChoice>(
    mode === 'change' ? { driverId: target.trip.driver_id, vehicleId: target.trip.vehicle_id } : { driverId: null, vehicleId: null },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const drivers = useDriverChoices(staff, mode === 'change' ? target.trip.claimed_by_company_id : null);
  const driver = drivers.data?.find((d) => d.driver_id === choice.driverId);
  const vehicles = useVehicleChoices(staff, driver);
  const claim = useClaimTrip();
  const change = useChangeDriverVehicle();
  const saving = claim.isPending || change.isPending;
  const words = WORDS[mode];

  const onFailure = (error: unknown) => {
    if (isApiError(error) && error.status === 422) setErrors(error.fieldErrors);
    showFailureToast(words.failed, { error });
    if (refusesTrip(error)) onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { driver_id: choice.driverId ?? undefined, vehicle_id: choice.vehicleId ?? undefined };
    const problems = schemaMessages(assignDriverVehicleRequestSchema, body, messageFields).fields;
    setErrors(problems);
    if (choice.driverId === null || choice.vehicleId === null || Object.keys(problems).length > 0) return;
    const variables = { tripId: trip.trip_id, driver_id: choice.driverId, vehicle_id: choice.vehicleId };
    if (mode === 'claim') {
      claim.mutate(variables, {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', message: `${OFFERS_SCREEN_TEXT.claimedToast} ${answer.driver_name}` });
          onClose();
        },
        onError: onFailure,
      });
    } else {
      change.mutate(variables, {
        onSuccess: () => {
          notifications.show({ color: 'green', message: OFFERS_SCREEN_TEXT.changed });
          onClose();
        },
        onError: onFailure,
      });
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={2}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text fw={600}>{routeText(trip)}</Text>
            {trip.reference && (
              <Text ff="monospace" size="sm" c="dimmed">
                {trip.reference}
              </Text>
            )}
          </Group>
          <Text size="sm">
            {pickupDateText(trip)}, {pickupTimeText(trip)} · {passengersText(trip)} · {trip.vehicle_type__vehicle_type_name}
          </Text>
          <Text size="sm">
            Your payout: <strong>{formatEuros(trip.price__driver_gross)}</strong>
          </Text>
        </Stack>

        <Select<number>
          label="Driver"
          placeholder="Choose a driver"
          withAsterisk
          searchable
          nothingFoundMessage="No driver found"
          data={driverSelectData(drivers.data ?? [], trip.pickup_date)}
          value={choice.driverId}
          onChange={(driverId) => {
            setChoice((current) => chooseDriver(current, driverId));
            setErrors({});
          }}
          error={errors['driver_id'] ?? (drivers.isError ? FETCH_DRIVERS_FAILED : undefined)}
          rightSection={drivers.isPending ? loading : undefined}
          comboboxProps={{ withinPortal: true }}
        />
        <Select<number>
          label="Vehicle"
          placeholder={driver ? 'Choose a vehicle' : 'Choose a driver first'}
          withAsterisk
          searchable
          disabled={choice.driverId === null}
          nothingFoundMessage="No vehicle to assign"
          data={driver && vehicles.data ? vehicleSelectData(vehicles.data, driver, {
                  passengers: trip.passengers,
                  pickupDate: trip.pickup_date,
                  vehicleTypeId: trip.vehicle_type,
                  vehicleTypeName: trip.vehicle_type__vehicle_type_name,
                }) : []}
          value={choice.vehicleId}
          onChange={(vehicleId) => {
            setChoice((current) => ({ ...current, vehicleId }));
            setErrors(({ vehicle_id: _cleared, ...rest }) => rest);
          }}
          error={errors['vehicle_id'] ?? (vehicles.isError ? FETCH_VEHICLES_FAILED : undefined)}
          rightSection={driver && vehicles.isFetching ? loading : undefined}
          comboboxProps={{ withinPortal: true }}
        />

        <FormButtons submitLabel={words.submit} saving={saving} onCancel={onClose} />
      </Stack>
    </form>
  );
}

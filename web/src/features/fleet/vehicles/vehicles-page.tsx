import { Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CurrentUser, VehicleListItem } from '@vozimo/contract';
import { vehicleListQueryOptions } from '../../../api/fleet/fleet-records-queries.ts';
import { useSetVehicleActive } from '../../../api/fleet/use-fleet-record-mutations.ts';
import { useStatusSwitch } from '../../../components/back-office/status-switch.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { RecordActions } from '../records/record-actions.tsx';
import { useFleetScreen, WithFleetUser } from '../records/fleet-screen.tsx';
import { RecordList } from '../records/record-frames.tsx';
import { AddVehicleSection } from './add-vehicle-section.tsx';
import { EditVehicleModal, SAVE_VEHICLE_FAILED } from './edit-vehicle-modal.tsx';
import { VehicleCards } from './vehicle-cards.tsx';
import { vehicleName, VehiclesTable } from './vehicles-table.tsx';

/** Spec section 8: the vehicle list words its failure as the trips list does. */
export const VEHICLES_LOAD_FAILED = 'There was an error with loading trips.';
export const NO_VEHICLES = 'No vehicles yet.';

/** /app/vehicles (spec section 2; who sees what: docs/decisions/0019-fleet-records.md). */
export function VehiclesPage() {
  return <WithFleetUser Screen={VehiclesScreen} />;
}

function VehiclesScreen({ user }: { user: CurrentUser }) {
  // Spec section 6: the Add form (and so editing) for staff or driver admin; a plain driver only looks.
  const { staff, manages, company, companies, companyFilter, phone, editing, edit, closeEditor } = useFleetScreen<VehicleListItem>(user);
  const vehicles = useQuery(vehicleListQueryOptions(company));
  const status = useStatusSwitch({
    mutation: useSetVehicleActive(),
    variables: (vehicle: VehicleListItem, is_active) => ({ vehicleId: vehicle.vehicle_id, is_active }),
    id: (vehicle) => vehicle.vehicle_id,
    name: vehicleName,
    done: (vehicle, isActive) => (isActive ? `${vehicleName(vehicle)} is active again.` : `${vehicleName(vehicle)} is deactivated.`),
    failed: () => SAVE_VEHICLE_FAILED,
    note: 'A deactivated vehicle is not given new trips. Its trips keep it, and you can reactivate it at any time.',
  });
  const actions = manages
    ? (vehicle: VehicleListItem) => (
        <RecordActions
          compact={!phone}
          name={vehicleName(vehicle)}
          isActive={vehicle.is_active}
          busy={status.busyId === vehicle.vehicle_id}
          onEdit={() => edit(vehicle)}
          onDeactivate={() => status.ask(vehicle)}
          onActivate={() => status.activate(vehicle)}
        />
      )
    : undefined;

  return (
    <Stack gap="lg" maw={1400} mx="auto">
      <PageTitle title="Vehicles" />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Vehicles
        </Title>
        {companyFilter}
      </Group>

      <RecordList query={vehicles} loadingLabel="Loading vehicles" failedMessage={VEHICLES_LOAD_FAILED} emptyMessage={NO_VEHICLES}>
        {(rows) =>
          phone ? <VehicleCards vehicles={rows} showCompany={staff} actions={actions} /> : <VehiclesTable vehicles={rows} showCompany={staff} actions={actions} />
        }
      </RecordList>

      {manages && <AddVehicleSection staff={staff} companies={companies} />}
      {manages && <EditVehicleModal vehicle={editing} staff={staff} companies={companies} onClose={closeEditor} />}
      {status.confirm}
    </Stack>
  );
}

import { Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CurrentUser, DriverListItem } from '@vozimo/contract';
import { driverListQueryOptions } from '../../../api/fleet/fleet-records-queries.ts';
import { useSetDriverActive } from '../../../api/fleet/use-fleet-record-mutations.ts';
import { useStatusSwitch } from '../../../components/back-office/status-switch.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { RecordActions } from '../records/record-actions.tsx';
import { useFleetScreen, WithFleetUser } from '../records/fleet-screen.tsx';
import { RecordList } from '../records/record-frames.tsx';
import { AddDriverSection } from './add-driver-section.tsx';
import { DriverCards } from './driver-cards.tsx';
import { DriversTable } from './drivers-table.tsx';
import { EditDriverModal, SAVE_DRIVER_FAILED } from './edit-driver-modal.tsx';
import { InviteDriver } from './invite-driver.tsx';

export const DRIVERS_LOAD_FAILED = 'There was an error with loading drivers.';
export const NO_DRIVERS = 'No drivers yet.';
export const OWN_RECORD_NOTE = 'Your record as your company keeps it. Ask your driver admin to change it.';

/** /app/drivers (spec section 2; who sees what: docs/decisions/0019-fleet-records.md). */
export function DriversPage() {
  return <WithFleetUser Screen={DriversScreen} />;
}

function DriversScreen({ user }: { user: CurrentUser }) {
  // A plain driver is shown their own record, read-only; the server gives them nothing else.
  const { staff, manages, company, companies, companyFilter, phone, editing, edit, closeEditor } = useFleetScreen<DriverListItem>(user);
  const drivers = useQuery(driverListQueryOptions(company));
  const status = useStatusSwitch({
    mutation: useSetDriverActive(),
    variables: (driver: DriverListItem, is_active) => ({ driverId: driver.driver_id, is_active }),
    id: (driver) => driver.driver_id,
    name: (driver) => driver.driver_name,
    done: (driver, isActive) => (isActive ? `${driver.driver_name} is active again.` : `${driver.driver_name} is deactivated.`),
    failed: () => SAVE_DRIVER_FAILED,
    note: 'A deactivated driver is not given new trips. Their trips keep them, and you can reactivate them at any time.',
  });
  const actions = manages
    ? (driver: DriverListItem) => (
        <RecordActions
          compact={!phone}
          name={driver.driver_name}
          isActive={driver.is_active}
          busy={status.busyId === driver.driver_id}
          onEdit={() => edit(driver)}
          onDeactivate={() => status.ask(driver)}
          onActivate={() => status.activate(driver)}
        />
      )
    : undefined;
  // An active driver without an account can be invited to one (issue 14).
  const invite = manages ? (driver: DriverListItem) => (driver.is_active && !driver.has_account ? <InviteDriver driver={driver} /> : null) : undefined;

  return (
    <Stack gap="lg" maw={1400} mx="auto">
      <PageTitle title="Drivers" />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            Drivers
          </Title>
          {!manages && <Text c="dimmed">{OWN_RECORD_NOTE}</Text>}
        </Stack>
        {companyFilter}
      </Group>

      <RecordList query={drivers} loadingLabel="Loading drivers" failedMessage={DRIVERS_LOAD_FAILED} emptyMessage={NO_DRIVERS}>
        {(rows) =>
          phone ? (
            <DriverCards drivers={rows} showCompany={staff} actions={actions} invite={invite} />
          ) : (
            <DriversTable drivers={rows} showCompany={staff} actions={actions} invite={invite} />
          )
        }
      </RecordList>

      {manages && <AddDriverSection staff={staff} companies={companies} />}
      {manages && <EditDriverModal driver={editing} staff={staff} companies={companies} onClose={closeEditor} />}
      {status.confirm}
    </Stack>
  );
}

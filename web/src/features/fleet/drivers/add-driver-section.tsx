import { notifications } from '@mantine/notifications';
import { zagrebToday } from '@vozimo/contract';
import { useMemo } from 'react';
import { useCreateDriver } from '../../../api/fleet/use-fleet-record-mutations.ts';
import type { FleetCompany } from '../../../api/fleet/use-fleet-companies.ts';
import type { FleetFormContext } from '../records/fleet-form-model.ts';
import { AddRecordSection, reportSave } from '../records/record-frames.tsx';
import { DriverForm } from './driver-form.tsx';
import { EMPTY_DRIVER_FORM } from './driver-form-model.ts';

export const DRIVER_CREATED = 'Driver successfully created.';
export const CREATE_DRIVER_FAILED = 'Error with creating driver';

/** 'Add new driver' under the list (spec section 2): a driver admin's are added waiting for approval. */
export function AddDriverSection({ staff, companies }: { staff: boolean; companies: FleetCompany[] }) {
  const create = useCreateDriver();
  const context = useMemo<FleetFormContext>(() => ({ today: zagrebToday(), staff, onFile: new Set() }), [staff]);
  const send = (body: FormData) => reportSave(create.mutateAsync(body), CREATE_DRIVER_FAILED, () => notifications.show({ color: 'green', message: DRIVER_CREATED }));
  return (
    <AddRecordSection title="Add new driver">
      <DriverForm
        context={context}
        initialValues={EMPTY_DRIVER_FORM}
        companies={companies}
        submitLabel="Add driver"
        saving={create.isPending}
        onSubmit={send}
        resetOnSaved
        failureTitle={CREATE_DRIVER_FAILED}
      />
    </AddRecordSection>
  );
}

import { Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TRIP_STATUS_DISPLAY, type TripStatus } from '@vozimo/contract';
import type { TripFormValues } from '../model/trip-form-values.ts';
import { FormSection } from '../../../../components/form-section.tsx';

/** The staff status selector's choices (spec section 4). */
export const STAFF_STATUS_OPTIONS: TripStatus[] = ['pending_payment', 'confirmed', 'completed', 'canceled', 'no_show'];

/** Spec section 2, Trip Status (staff editing). The server refuses moves its transition table does not allow. */
export function TripStatusSection({ form }: { form: UseFormReturnType<TripFormValues> }) {
  return (
    <FormSection title="Trip Status" id="trip-status">
      <Select
        label="Status"
        allowDeselect={false}
        data={STAFF_STATUS_OPTIONS.map((status) => ({ value: status, label: TRIP_STATUS_DISPLAY[status].longLabel }))}
        {...form.getInputProps('status')}
        onChange={(value) => value && form.setFieldValue('status', value as TripStatus)}
        maw={320}
        comboboxProps={{ withinPortal: false }}
      />
    </FormSection>
  );
}

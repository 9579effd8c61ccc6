import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DRIVER_PHOTO_FIELD } from '@vozimo/contract';
import { FormFieldset } from '../../../components/form-fieldset.tsx';
import type { FleetFormContext } from '../records/fleet-form-model.ts';
import { CompanySelect, FleetFormFooter, useFleetForm, type FleetFormHostProps } from '../records/fleet-form-parts.tsx';
import { DocumentsFieldset, FleetFileInput } from '../records/fleet-inputs.tsx';
import {
  buildDriverFormData,
  DRIVER_DOCUMENT_SLOTS,
  driverFieldOf,
  driverFormValuesSchema,
  type DriverFormValues,
} from './driver-form-model.ts';

const FILE_FIELDS = [DRIVER_PHOTO_FIELD, ...DRIVER_DOCUMENT_SLOTS.map((slot) => slot.fileField)];

interface DriverFormProps extends FleetFormHostProps {
  context: FleetFormContext;
  initialValues: DriverFormValues;
}

/**
 * The driver form (spec sections 2 and 5): the contract's schema and messages in the browser, the
 * server's 422 messages at their fields, and nothing typed or chosen lost when a save fails.
 */
export function DriverForm({ context, initialValues, companies, ...host }: DriverFormProps) {
  const { form, submit, otherMessages } = useFleetForm(
    { initialValues, schema: driverFormValuesSchema(context), fieldOf: driverFieldOf, fileFields: FILE_FIELDS, toBody: (values) => buildDriverFormData(values, context) },
    host,
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {context.staff && <CompanySelect companies={companies} inputProps={form.getInputProps('company')} />}
        <FormFieldset legend="Driver" size="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="First name" withAsterisk autoComplete="off" {...form.getInputProps('first_name')} />
            <TextInput label="Last name" withAsterisk autoComplete="off" {...form.getInputProps('last_name')} />
            <TextInput label="Phone" withAsterisk type="tel" autoComplete="off" {...form.getInputProps('phone')} />
            <TextInput label="Hometown" withAsterisk autoComplete="off" {...form.getInputProps('hometown')} />
            <TextInput label="E-mail" withAsterisk type="email" autoComplete="off" {...form.getInputProps('email')} />
            <TextInput label="Whatsapp" type="tel" autoComplete="off" description="Optional" {...form.getInputProps('whatsapp')} />
          </SimpleGrid>
          <FleetFileInput
            label="Driver photo"
            name={DRIVER_PHOTO_FIELD}
            kind="photo"
            // Marked required as the spec's form shows it (section 5), though a driver may be added without one.
            withAsterisk
            onFile={context.onFile.has(DRIVER_PHOTO_FIELD)}
            inputProps={form.getInputProps(DRIVER_PHOTO_FIELD)}
          />
        </FormFieldset>

        <DocumentsFieldset owner="driver" slots={DRIVER_DOCUMENT_SLOTS} inputProps={form.getInputProps} context={context} />

        <FleetFormFooter {...host} otherMessages={otherMessages} />
      </Stack>
    </form>
  );
}

import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { REQUIRED_VEHICLE_PHOTO_FIELDS, VEHICLE_PHOTO_FIELDS, type VehiclePhotoField } from '@vozimo/contract';
import { useVehicleTypes } from '../../../api/catalogue/catalogue-queries.ts';
import { FormFieldset } from '../../../components/form-fieldset.tsx';
import { VehicleColorSelect } from '../components/vehicle-color-select.tsx';
import type { FleetFormContext } from '../records/fleet-form-model.ts';
import { CompanySelect, FleetFormFooter, useFleetForm, type FleetFormHostProps } from '../records/fleet-form-parts.tsx';
import { DocumentsFieldset, FleetFileInput } from '../records/fleet-inputs.tsx';
import { buildVehicleFormData, VEHICLE_DOCUMENT_SLOTS, vehicleFieldOf, vehicleFormValuesSchema, type VehicleFormValues } from './vehicle-form-model.ts';

const FILE_FIELDS = [...VEHICLE_PHOTO_FIELDS, ...VEHICLE_DOCUMENT_SLOTS.map((slot) => slot.fileField)];
const REQUIRED_PHOTOS: ReadonlySet<VehiclePhotoField> = new Set(REQUIRED_VEHICLE_PHOTO_FIELDS);

interface VehicleFormProps extends FleetFormHostProps {
  context: FleetFormContext;
  initialValues: VehicleFormValues;
}

/**
 * The vehicle form (spec sections 2, 3 and 5): the contract's schema and messages in the browser
 * for this year's bounds, the server's 422 messages at their fields, and nothing typed or chosen
 * lost when a save fails.
 */
export function VehicleForm({ context, initialValues, companies, ...host }: VehicleFormProps) {
  const vehicleTypes = useVehicleTypes();
  const { form, submit, otherMessages } = useFleetForm(
    { initialValues, schema: vehicleFormValuesSchema(context), fieldOf: vehicleFieldOf, fileFields: FILE_FIELDS, toBody: (values) => buildVehicleFormData(values, context) },
    host,
  );

  const typeOptions = (vehicleTypes.data ?? []).map((type) => ({ value: String(type.vehicle_type_id), label: type.vehicle_type_name }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {context.staff && <CompanySelect companies={companies} inputProps={form.getInputProps('company')} />}
        <FormFieldset legend="Vehicle" size="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Select
              label="Vehicle type"
              withAsterisk
              allowDeselect={false}
              data={typeOptions}
              {...form.getInputProps('vehicle_type')}
              error={form.errors['vehicle_type'] ?? vehicleTypes.error?.message}
            />
            <TextInput label="Vehicle make" withAsterisk autoComplete="off" {...form.getInputProps('vehicle_make')} />
            <TextInput label="Vehicle model" withAsterisk autoComplete="off" {...form.getInputProps('vehicle_model')} />
            <TextInput label="License plate" withAsterisk autoComplete="off" {...form.getInputProps('license_plate')} />
            <VehicleColorSelect {...form.getInputProps('color')} onChange={(color) => form.setFieldValue('color', color)} />
            <TextInput
              label="Production year"
              withAsterisk
              inputMode="numeric"
              autoComplete="off"
              description={`${Number(context.today.slice(0, 4)) - 15} or newer`}
              {...form.getInputProps('production_year')}
            />
          </SimpleGrid>
        </FormFieldset>

        <FormFieldset legend="Photos" size="md">
          <Text size="sm" c="dimmed">
            Up to four photos; the first two are required.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {VEHICLE_PHOTO_FIELDS.map((field, index) => (
              <FleetFileInput
                key={field}
                label={`Photo ${index + 1}`}
                name={field}
                kind="photo"
                withAsterisk={REQUIRED_PHOTOS.has(field)}
                onFile={context.onFile.has(field)}
                inputProps={form.getInputProps(field)}
              />
            ))}
          </SimpleGrid>
        </FormFieldset>

        <DocumentsFieldset owner="vehicle" slots={VEHICLE_DOCUMENT_SLOTS} inputProps={form.getInputProps} context={context} />

        <FleetFormFooter {...host} otherMessages={otherMessages} />
      </Stack>
    </form>
  );
}

import { FileInput, Group, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { VEHICLE_TYPE_IMAGE_FIELD, vehicleTypeFieldsSchema, type AdminVehicleType } from '@vozimo/contract';
import { useCreateVehicleType, useUpdateVehicleType } from '../../../api/catalogue/vehicle-types-admin-queries.ts';
import { FormProblems, useServerFormProblems, type RecordFormProps } from '../../../components/back-office/form-modal.tsx';
import { FormButtons } from '../../../components/form-buttons.tsx';
import { VehicleTypeImage } from '../../../components/vehicle-type-image.tsx';
import { fieldAtPath } from '../../../lib/forms/form-messages.ts';
import { zodFormResolver } from '../../../lib/forms/schema-resolver.ts';

interface Values {
  name: string;
  max_passengers: string;
  comparable_to: string;
  baggage_note: string;
  price_per_km: string;
  minimum_fare: string;
  image: File | null;
}

const TEXT_FIELDS = ['name', 'max_passengers', 'comparable_to', 'baggage_note', 'price_per_km', 'minimum_fare'] as const;
const fieldOf = fieldAtPath([...TEXT_FIELDS, VEHICLE_TYPE_IMAGE_FIELD]);
const euros = (value: number) => value.toFixed(2);

const valuesOf = (type: AdminVehicleType | null): Values => ({
  name: type?.vehicle_type_name ?? '',
  max_passengers: type ? String(type.max_passengers) : '',
  comparable_to: type?.comparable_to ?? '',
  baggage_note: type?.baggage_note ?? '',
  price_per_km: type ? euros(type.price_per_km) : '',
  minimum_fare: type ? euros(type.minimum_fare) : '',
  image: null,
});

/** Add or edit a vehicle type: the contract's fields and an optional picture (JPEG or PNG, resized on the server). */
export function VehicleTypeForm({ record: type, onClose, onSaved }: RecordFormProps<AdminVehicleType>) {
  const create = useCreateVehicleType();
  const update = useUpdateVehicleType();
  const saving = create.isPending || update.isPending;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(type),
    validate: zodFormResolver(vehicleTypeFieldsSchema, { fieldOf }),
  });
  const server = useServerFormProblems(form, fieldOf);

  const submit = form.onSubmit((values) => {
    server.clear();
    const body = new FormData();
    for (const field of TEXT_FIELDS) body.append(field, values[field]);
    if (values.image) body.append(VEHICLE_TYPE_IMAGE_FIELD, values.image);
    const handlers = {
      onSuccess: (saved: AdminVehicleType) => onSaved(saved),
      onError: server.onError,
    };
    if (type) update.mutate({ vehicleTypeId: type.vehicle_type_id, body }, handlers);
    else create.mutate(body, handlers);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Name" required maxLength={80} data-autofocus {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextInput label="Seats" description="Passengers, driver excluded" required inputMode="numeric" maxLength={2} {...form.getInputProps('max_passengers')} />
          <TextInput label="Price per km" description="Euros" required inputMode="decimal" maxLength={8} {...form.getInputProps('price_per_km')} />
          <TextInput label="Minimum fare" description="Euros" required inputMode="decimal" maxLength={8} {...form.getInputProps('minimum_fare')} />
        </SimpleGrid>
        <TextInput label="Comparable to" placeholder="Škoda Superb, Volkswagen Passat" maxLength={200} {...form.getInputProps('comparable_to')} />
        <Textarea label="Baggage note" autosize minRows={2} maxLength={300} {...form.getInputProps('baggage_note')} />
        <Group align="flex-end" gap="md" wrap="wrap">
          {type && <VehicleTypeImage src={type.image} name={type.vehicle_type_name} />}
          <FileInput
            label="Image"
            description={type ? 'JPEG or PNG; leave empty to keep the current one' : 'JPEG or PNG; optional'}
            accept="image/jpeg,image/png"
            clearable
            leftSection={<IconPhoto size={16} aria-hidden />}
            style={{ flex: 1, minWidth: 220 }}
            {...form.getInputProps('image')}
          />
        </Group>
        {type && type.price_per_km !== Number(form.values.price_per_km || NaN) && (
          <Text size="sm" c="dimmed">
            A new tariff applies to quotes made after it; booked trips keep their prices.
          </Text>
        )}
        <FormProblems problems={server.problems} />
        <FormButtons submitLabel={type ? 'Save' : 'Add vehicle type'} saving={saving} onCancel={onClose} />
      </Stack>
    </form>
  );
}

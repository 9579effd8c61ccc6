import { NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { agencyFormSchema, agencyFormValues, type AgencyAdmin, type AgencyFormValues } from '@vozimo/contract';
import { useSaveAgency } from '../../../api/agents/agencies-queries.ts';
import { FormProblems, useServerFormProblems } from '../../../components/back-office/form-modal.tsx';
import { FormButtons } from '../../../components/form-buttons.tsx';
import { fieldAtPath } from '../../../lib/forms/form-messages.ts';
import { zodFormResolver } from '../../../lib/forms/schema-resolver.ts';

const fieldOf = fieldAtPath(Object.keys(agencyFormValues(null)));

/** An agency's name, commission (a percentage; the server also checks it keeps every price breakdown whole) and contacts. */
export function AgencyForm({ agency, onClose, onSaved }: { agency: AgencyAdmin | null; onClose: () => void; onSaved: (saved: AgencyAdmin) => void }) {
  const save = useSaveAgency();
  const form = useForm<AgencyFormValues>({
    mode: 'controlled',
    initialValues: agencyFormValues(agency),
    validate: zodFormResolver(agencyFormSchema, { fieldOf }),
  });
  const server = useServerFormProblems(form, fieldOf);
  const submit = form.onSubmit((values) => {
    server.clear();
    save.mutate(
      { agencyId: agency?.agency_id ?? null, body: values },
      {
        onSuccess: onSaved,
        onError: server.onError,
      },
    );
  });
  const commission = form.getInputProps('commission_percent');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Agency name" required maxLength={200} data-autofocus {...form.getInputProps('name')} />
        <NumberInput
          label="Commission"
          description="The agency's share of each trip's price. A change applies to quotes made from now on; existing quotes and trips keep theirs."
          required
          min={0}
          max={100}
          step={0.5}
          decimalScale={2}
          suffix=" %"
          {...commission}
          // Cleared, the box gives '' (not a number): the schema's message says what is wanted.
          onChange={(value) => form.setFieldValue('commission_percent', value === '' ? (undefined as unknown as number) : Number(value))}
        />
        <AgencyContactFields inputProps={form.getInputProps} />
        <FormProblems problems={server.problems} />
        <FormButtons submitLabel={agency ? 'Save' : 'Add agency'} saving={save.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}

/** An agency's e-mail, phone, address and VAT: staff's form and an agency admin's Settings show the same. */
export function AgencyContactFields({ inputProps }: { inputProps: (field: 'email' | 'phone' | 'address' | 'vat') => object }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label="E-mail" type="email" maxLength={254} {...inputProps('email')} />
      <TextInput label="Phone" type="tel" maxLength={30} {...inputProps('phone')} />
      <TextInput label="Address" maxLength={300} {...inputProps('address')} />
      <TextInput label="VAT / OIB" maxLength={50} {...inputProps('vat')} />
    </SimpleGrid>
  );
}

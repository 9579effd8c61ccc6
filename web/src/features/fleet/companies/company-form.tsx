import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { companyFormSchema, companyFormValues, type CompanyAdmin, type CompanyFormValues } from '@vozimo/contract';
import { useSaveCompany } from '../../../api/fleet/companies-queries.ts';
import { FormProblems, useServerFormProblems } from '../../../components/back-office/form-modal.tsx';
import { FormButtons } from '../../../components/form-buttons.tsx';
import { fieldAtPath } from '../../../lib/forms/form-messages.ts';
import { zodFormResolver } from '../../../lib/forms/schema-resolver.ts';

const companyFieldOf = fieldAtPath(Object.keys(companyFormValues(null)));

/** A company form's values, checked by the server's schema, and the server's messages put at their fields. */
export function useCompanyForm(company: CompanyAdmin | null) {
  const form = useForm<CompanyFormValues>({
    mode: 'controlled',
    initialValues: companyFormValues(company),
    validate: zodFormResolver(companyFormSchema, { fieldOf: companyFieldOf }),
  });
  return { form, server: useServerFormProblems(form, companyFieldOf) };
}

/** A company's details and payout account: the same schema the server checks (IBAN check digits, SWIFT shape). */
export function CompanyForm({ company, onClose, onSaved }: { company: CompanyAdmin | null; onClose: () => void; onSaved: (saved: CompanyAdmin) => void }) {
  const save = useSaveCompany();
  const { form, server } = useCompanyForm(company);
  const submit = form.onSubmit((values) => {
    server.clear();
    save.mutate(
      { companyId: company?.company_id ?? null, body: values },
      {
        onSuccess: onSaved,
        // What was typed stays; each message goes to its field.
        onError: server.onError,
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <CompanyFields form={form} />
        <FormProblems problems={server.problems} />
        <FormButtons submitLabel={company ? 'Save' : 'Add company'} saving={save.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}

/**
 * A company's fields: its details and payout account. Staff's back-office form and a driver admin's
 * Settings show the same ones, checked by the same schema.
 */
export function CompanyFields({ form, autoFocus = true }: { form: UseFormReturnType<CompanyFormValues>; autoFocus?: boolean }) {
  const input = (name: keyof CompanyFormValues) => form.getInputProps(name);
  return (
    <>
        <TextInput label="Company name" required maxLength={200} data-autofocus={autoFocus || undefined} {...input('company_name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Legal representative" maxLength={200} {...input('legal_representative')} />
          <TextInput label="VAT / OIB" maxLength={50} {...input('vat')} />
          <TextInput label="E-mail" type="email" maxLength={254} {...input('email')} />
          <TextInput label="Phone" type="tel" maxLength={30} {...input('phone_number')} />
          <TextInput label="WhatsApp" type="tel" maxLength={30} {...input('whatsapp')} />
          <TextInput label="Address" maxLength={300} {...input('address')} />
          <TextInput label="Hometown" maxLength={100} {...input('hometown')} />
          <TextInput label="Country" maxLength={100} {...input('country')} />
        </SimpleGrid>
        <Title order={3} fz="md" mt="xs">
          Payout account
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Account holder" maxLength={200} {...input('payout_account_holder')} />
          <TextInput label="IBAN" maxLength={50} autoComplete="off" description="Spaces are fine" {...input('payout_iban')} />
          <TextInput label="SWIFT/BIC" maxLength={20} autoComplete="off" description="Not needed for SEPA payments" {...input('payout_swift')} />
        </SimpleGrid>
    </>
  );
}

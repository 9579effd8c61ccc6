import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { companyFormValues, type CompanyAdmin } from '@vozimo/contract';
import { ownCompanyQueryOptions, useSaveOwnCompany } from '../../../api/fleet/companies-queries.ts';
import { FormProblems } from '../../../components/back-office/form-modal.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import { LoadFailedAlert, QueryLoader } from '../../../components/query-states.tsx';
import { CompanyFields, useCompanyForm } from './company-form.tsx';

export const OWN_COMPANY_LOAD_FAILED = 'Your company could not be loaded. Please try again later.';
export const OWN_COMPANY_SAVED = 'Your company is saved.';

/**
 * Settings for a driver admin (issue 30): the company's details and the account Vozimo pays its
 * share into, checked as the server checks them (the IBAN's check digits among them).
 */
export function OwnCompanySection() {
  const company = useQuery(ownCompanyQueryOptions());
  return (
    <FormSection title="Your company" id="settings-company">
      {company.isPending ? (
        <QueryLoader label="Loading your company" />
      ) : company.isError ? (
        <LoadFailedAlert>{OWN_COMPANY_LOAD_FAILED}</LoadFailedAlert>
      ) : (
        <OwnCompanyForm company={company.data} />
      )}
    </FormSection>
  );
}

function OwnCompanyForm({ company }: { company: CompanyAdmin }) {
  const save = useSaveOwnCompany();
  const { form, server } = useCompanyForm(company);
  const submit = form.onSubmit((values) => {
    server.clear();
    save.mutate(values, {
      onSuccess: (saved) => {
        // The saved values as the server keeps them (IBAN without spaces, in capitals).
        form.setValues(companyFormValues(saved));
        form.resetDirty();
        notifications.show({ color: 'green', message: OWN_COMPANY_SAVED });
      },
      // What was typed stays; each message goes to its field.
      onError: server.onError,
    });
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Your company">
      <Stack gap="md">
        <CompanyFields form={form} autoFocus={false} />
        <FormProblems problems={server.problems} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save company
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

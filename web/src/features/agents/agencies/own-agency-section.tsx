import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { ownAgencyFormSchema, type AgencyAdmin, type OwnAgencyFormValues } from '@vozimo/contract';
import { ownAgencyQueryOptions, useSaveOwnAgency } from '../../../api/agents/agencies-queries.ts';
import { FormProblems, useServerFormProblems } from '../../../components/back-office/form-modal.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import { LoadFailedAlert, QueryLoader } from '../../../components/query-states.tsx';
import { fieldAtPath } from '../../../lib/forms/form-messages.ts';
import { zodFormResolver } from '../../../lib/forms/schema-resolver.ts';
import { AgencyContactFields } from './agency-form.tsx';

export const OWN_AGENCY_LOAD_FAILED = 'Your agency could not be loaded. Please try again later.';
export const OWN_AGENCY_SAVED = 'Your agency is saved.';

const ownAgencyValues = (agency: AgencyAdmin): OwnAgencyFormValues => ({
  name: agency.name,
  email: agency.email,
  phone: agency.phone,
  address: agency.address,
  vat: agency.vat,
});
const fieldOf = fieldAtPath(['name', 'email', 'phone', 'address', 'vat']);

/**
 * Settings for an agency admin (issue 30): the agency's name, contacts, address and VAT. The
 * commission is not here: staff set it, as it is part of every price the agency sells.
 */
export function OwnAgencySection() {
  const agency = useQuery(ownAgencyQueryOptions());
  return (
    <FormSection title="Your agency" id="settings-agency">
      {agency.isPending ? (
        <QueryLoader label="Loading your agency" />
      ) : agency.isError ? (
        <LoadFailedAlert>{OWN_AGENCY_LOAD_FAILED}</LoadFailedAlert>
      ) : (
        <OwnAgencyForm agency={agency.data} />
      )}
    </FormSection>
  );
}

function OwnAgencyForm({ agency }: { agency: AgencyAdmin }) {
  const save = useSaveOwnAgency();
  const form = useForm<OwnAgencyFormValues>({ mode: 'controlled', initialValues: ownAgencyValues(agency), validate: zodFormResolver(ownAgencyFormSchema, { fieldOf }) });
  const server = useServerFormProblems(form, fieldOf);
  const submit = form.onSubmit((values) => {
    server.clear();
    save.mutate(values, {
      onSuccess: (saved) => {
        form.setValues(ownAgencyValues(saved));
        notifications.show({ color: 'green', message: OWN_AGENCY_SAVED });
      },
      // What was typed stays; each message goes to its field.
      onError: server.onError,
    });
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Your agency">
      <Stack gap="md">
        <TextInput label="Agency name" required maxLength={200} {...form.getInputProps('name')} />
        <AgencyContactFields inputProps={form.getInputProps} />
        <FormProblems problems={server.problems} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save agency
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

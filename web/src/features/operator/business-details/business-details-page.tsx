import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import {
  BUSINESS_DETAILS_FIELDS,
  businessDetailsRequestSchema,
  businessFooterLine,
  type BusinessDetails,
  type BusinessDetailsRequest,
} from '@vozimo/contract';
import { businessDetailsQueryOptions, useSaveBusinessDetails } from '../../../api/operator/business-details-queries.ts';
import { FormProblems, useServerFormProblems } from '../../../components/back-office/form-modal.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { LoadFailedAlert, QueryLoader } from '../../../components/query-states.tsx';
import { fieldAtPath } from '../../../lib/forms/form-messages.ts';
import { zodFormResolver } from '../../../lib/forms/schema-resolver.ts';

const fieldOf = fieldAtPath(BUSINESS_DETAILS_FIELDS);

/**
 * /admin/business: who runs this installation (ADR 0055). Every e-mail signs off with these
 * details and every bank transfer names the business as the account holder, so the page shows the
 * sign-off as it will read.
 */
export function BusinessDetailsPage() {
  const details = useQuery(businessDetailsQueryOptions());
  return (
    <Stack gap="lg" maw={880}>
      <PageTitle title="Business details" />
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Business details
        </Title>
        <Text c="dimmed">Your business as customers, agents and banks see it: in the footer of every e-mail and as the holder of your bank account.</Text>
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {details.isPending ? (
          <QueryLoader label="Loading the business details" />
        ) : details.isError ? (
          <LoadFailedAlert>There was an error loading the business details.</LoadFailedAlert>
        ) : (
          <BusinessDetailsForm details={details.data} />
        )}
      </Paper>
    </Stack>
  );
}

function BusinessDetailsForm({ details }: { details: BusinessDetails }) {
  const save = useSaveBusinessDetails();
  const form = useForm<BusinessDetailsRequest>({
    mode: 'controlled',
    initialValues: details,
    validate: zodFormResolver(businessDetailsRequestSchema, { fieldOf }),
  });
  const problems = useServerFormProblems(form, fieldOf);
  const signOff = businessFooterLine(form.values);

  const handleSubmit = form.onSubmit((values) => {
    problems.clear();
    save.mutate(values, {
      onSuccess: (saved) => {
        // The server's own spelling (trimmed, the VAT number compact) becomes the form's.
        form.setValues(saved);
        form.resetDirty(saved);
        notifications.show({ color: 'green', message: 'Business details saved.' });
      },
      onError: problems.onError,
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Business details">
      <Stack gap="sm">
        <TextInput label="Legal name" description="As registered, e.g. Vozimo d.o.o." required maxLength={120} {...form.getInputProps('legal_name')} />
        <TextInput label="Street address" required maxLength={120} autoComplete="street-address" {...form.getInputProps('street_address')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Postal code" required maxLength={20} autoComplete="postal-code" {...form.getInputProps('postal_code')} />
          <TextInput label="Town or city" required maxLength={80} autoComplete="address-level2" {...form.getInputProps('city')} />
        </SimpleGrid>
        <TextInput label="Country" required maxLength={80} autoComplete="country-name" {...form.getInputProps('country')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="VAT number"
            description="With the country prefix"
            required
            maxLength={30}
            autoComplete="off"
            styles={{ input: { fontFamily: 'monospace' } }}
            {...form.getInputProps('vat_number')}
          />
          <TextInput label="Support e-mail" description="Where customers and agents write" required type="email" maxLength={254} {...form.getInputProps('support_email')} />
        </SimpleGrid>
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            E-mails sign off with
          </Text>
          <Text size="sm" c="dimmed">
            {signOff || 'Nothing yet: fill in the details above.'}
          </Text>
        </Stack>
        <FormProblems problems={problems.problems} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            Save business details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

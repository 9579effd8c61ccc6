import { Anchor, Button, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { bankDetailsRequestSchema, type BankDetails, type BankDetailsRequest } from '@vozimo/contract';
import { Link } from 'react-router';
import { bankDetailsQueryOptions, useSaveBankDetails } from '../../../api/bulk-payments/bank-details-queries.ts';
import { FormProblems, useServerFormProblems } from '../../../components/back-office/form-modal.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { LoadFailedAlert, QueryLoader } from '../../../components/query-states.tsx';
import { fieldAtPath } from '../../../lib/forms/form-messages.ts';
import { zodFormResolver } from '../../../lib/forms/schema-resolver.ts';

const FIELDS = ['bank_name', 'iban', 'swift'] as const;
const fieldOf = fieldAtPath(FIELDS);

/**
 * /admin/money: the bank account every bank-transfer modal and e-mail shows (one source:
 * settings.bank_info; the holder is the business, from its business details, ADR 0055), and the
 * way to the staff screens that handle the money that arrives (docs/decisions/0023-back-office.md).
 */
export function MoneyPage() {
  const details = useQuery(bankDetailsQueryOptions());
  return (
    <Stack gap="lg" maw={880}>
      <PageTitle title="Money" />
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Money
        </Title>
        <Text c="dimmed">The account agents pay deposits to by bank transfer, and where to check the transfers that arrive.</Text>
      </Stack>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} fz="lg">
              Bank details
            </Title>
            <Text size="sm" c="dimmed">
              Shown in every bank-transfer window and e-mail from the moment you save them.
            </Text>
          </Stack>
          {details.isPending ? (
            <QueryLoader label="Loading the bank details" />
          ) : details.isError ? (
            <LoadFailedAlert>There was an error loading the bank details.</LoadFailedAlert>
          ) : (
            <BankDetailsForm details={details.data} />
          )}
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Payments that arrive
          </Title>
          <List spacing="sm">
            <List.Item>
              <Anchor component={Link} to="/app/bank-transfers" fw={600}>
                Bank transfers
              </Anchor>
              <Text size="sm" c="dimmed">
                Reconcile the bank statement: mark an agent’s transfer as paid once money with its reference has arrived, which
                confirms its trips.
              </Text>
            </List.Item>
            <List.Item>
              <Anchor component={Link} to="/app/bank-transfers" fw={600}>
                Trips to check for refunds
              </Anchor>
              <Text size="sm" c="dimmed">
                When a transfer marked paid covers a trip whose deposit was already paid by card, or that was canceled, a “Check for
                refunds” warning names those trips there: give that money back.
              </Text>
            </List.Item>
            <List.Item>
              <Anchor component={Link} to="/admin/trips?status=canceled" fw={600}>
                Canceled trips
              </Anchor>
              <Text size="sm" c="dimmed">
                Find a canceled trip and open its record to see whether a deposit was paid.
              </Text>
            </List.Item>
          </List>
        </Stack>
      </Paper>
    </Stack>
  );
}

function BankDetailsForm({ details }: { details: BankDetails }) {
  const save = useSaveBankDetails();
  const form = useForm<BankDetailsRequest>({
    mode: 'controlled',
    initialValues: { bank_name: details.bank_name, iban: details.iban, swift: details.swift },
    validate: zodFormResolver(bankDetailsRequestSchema, { fieldOf }),
  });
  const problems = useServerFormProblems(form, fieldOf);

  const handleSubmit = form.onSubmit((values) => {
    problems.clear();
    save.mutate(values, {
      onSuccess: (saved) => {
        // The server's own spelling (IBAN in groups of four, SWIFT in capitals) becomes the form's.
        form.setValues({ bank_name: saved.bank_name, iban: saved.iban, swift: saved.swift });
        form.resetDirty({ bank_name: saved.bank_name, iban: saved.iban, swift: saved.swift });
        notifications.show({ color: 'green', message: 'Bank details saved.' });
      },
      onError: problems.onError,
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Bank details">
      <Stack gap="sm">
        <TextInput label="Bank name" required maxLength={120} autoComplete="off" {...form.getInputProps('bank_name')} />
        <Group grow align="flex-start" wrap="wrap" gap="sm">
          <TextInput label="IBAN" required maxLength={50} autoComplete="off" styles={{ input: { fontFamily: 'monospace' } }} miw={260} {...form.getInputProps('iban')} />
          <TextInput label="SWIFT / BIC" required maxLength={20} autoComplete="off" styles={{ input: { fontFamily: 'monospace' } }} miw={160} {...form.getInputProps('swift')} />
        </Group>
        <TextInput
          label="Account holder"
          value={details.account_holder}
          placeholder="Not set: enter your business details"
          readOnly
          description={
            <>
              Your business’s legal name and address, kept in{' '}
              <Anchor component={Link} to="/admin/business" size="xs">
                Business details
              </Anchor>
              .
            </>
          }
        />
        <FormProblems problems={problems.problems} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            Save bank details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

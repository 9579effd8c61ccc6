import { Alert, Badge, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import {
  pricingSettingsSchema,
  tariffRequestSchema,
  type AdminPricing,
  type PricingPreviewRequest,
  type PricingSettingsForm,
  type TariffRequest,
  type VehicleTypeTariff,
} from '@vozimo/contract';
import { useMemo, useState } from 'react';
import { useSaveTariff } from '../../api/catalogue/vehicle-types-admin-queries.ts';
import { adminPricingQueryOptions, pricingPreviewQueryOptions, useSavePricingSettings } from '../../api/pricing/pricing-queries.ts';
import { ConfirmModal } from '../../components/confirm-modal.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { LoadFailedAlert, QueryLoader } from '../../components/query-states.tsx';
import { fieldAtPath } from '../../lib/forms/form-messages.ts';
import { schemaMessages, zodFormResolver } from '../../lib/forms/schema-resolver.ts';
import { serverFormMessages, unexpectedFailureMessage } from '../../lib/forms/server-messages.ts';
import { PricingExampleView } from './pricing-example.tsx';
import { PricingHistory } from './pricing-history.tsx';
import { PERCENT_LABELS } from './pricing-labels.ts';

const PERCENT_FIELDS = Object.keys(PERCENT_LABELS) as (keyof PricingSettingsForm)[];
const percentFieldOf = fieldAtPath(PERCENT_FIELDS);
const TARIFF_FIELDS = ['price_per_km', 'minimum_fare'] as const;
const tariffFieldOf = fieldAtPath(TARIFF_FIELDS);
/** How long typing pauses before the example is priced again. */
const PREVIEW_DEBOUNCE_MS = 400;

/** What a tariff row holds while typed: NumberInput gives '' for an empty box. */
type TariffDraft = Record<(typeof TARIFF_FIELDS)[number], number | string>;
const draftOf = (t: VehicleTypeTariff): TariffDraft => ({ price_per_km: t.price_per_km, minimum_fare: t.minimum_fare });
const sameTariff = (draft: TariffDraft, t: VehicleTypeTariff) => draft.price_per_km === t.price_per_km && draft.minimum_fare === t.minimum_fare;

/**
 * /admin/pricing: the platform's percentages and each vehicle type's tariff, with what a trip
 * would cost with the figures typed, and the recent changes. A change applies to quotes made after
 * it; quotes and trips keep their prices (docs/decisions/0023-back-office.md).
 */
export function PricingPage() {
  const pricing = useQuery(adminPricingQueryOptions());
  return (
    <Stack gap="lg" maw={1200}>
      <PageTitle title="Pricing" />
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Pricing
        </Title>
        <Text c="dimmed">A change applies to quotes made after it. Quotes already made and booked trips keep their prices.</Text>
      </Stack>
      {pricing.isPending ? (
        <QueryLoader label="Loading the pricing settings" />
      ) : pricing.isError ? (
        <LoadFailedAlert>There was an error loading the pricing settings.</LoadFailedAlert>
      ) : (
        <PricingEditor pricing={pricing.data} />
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <PricingHistory />
      </Paper>
    </Stack>
  );
}

function PricingEditor({ pricing }: { pricing: AdminPricing }) {
  const saveSettings = useSavePricingSettings();
  const [confirming, setConfirming] = useState<PricingSettingsForm | null>(null);
  const [settingsProblems, setSettingsProblems] = useState<string[]>([]);
  const form = useForm<PricingSettingsForm>({
    mode: 'controlled',
    initialValues: pricing.settings,
    validate: zodFormResolver(pricingSettingsSchema, { fieldOf: percentFieldOf }),
  });
  const [drafts, setDrafts] = useState<Record<number, TariffDraft>>(() => Object.fromEntries(pricing.tariffs.map((t) => [t.vehicle_type_id, draftOf(t)])));

  // The example follows what is typed once it is valid; until then the last one stays.
  const proposedTariffs = pricing.tariffs
    .map((t) => ({ vehicle_type_id: t.vehicle_type_id, ...(drafts[t.vehicle_type_id] ?? draftOf(t)) }))
    .filter((t) => tariffRequestSchema.safeParse(t).success) as (TariffRequest & { vehicle_type_id: number })[];
  // Debounced as text: a new object every render would restart the wait forever.
  const [requestText] = useDebouncedValue(JSON.stringify({ settings: form.values, tariffs: proposedTariffs }), PREVIEW_DEBOUNCE_MS);
  const request = useMemo(() => JSON.parse(requestText) as PricingPreviewRequest, [requestText]);
  const valid = pricingSettingsSchema.safeParse(request.settings).success;
  const preview = useQuery(pricingPreviewQueryOptions(request, valid));
  const proposed = form.isDirty() || pricing.tariffs.some((t) => drafts[t.vehicle_type_id] && !sameTariff(drafts[t.vehicle_type_id]!, t));
  const previewProblems = preview.isError ? (serverFormMessages(preview.error, (loc) => (loc[0] === 'settings' ? percentFieldOf(loc.slice(1)) : null)) ?? null) : null;

  const submit = form.onSubmit((values) => {
    setSettingsProblems([]);
    setConfirming(values);
  });
  const save = (values: PricingSettingsForm) =>
    saveSettings.mutate(values, {
      onSuccess: (saved) => {
        form.setValues(saved.settings);
        form.resetDirty(saved.settings);
        notifications.show({ color: 'green', message: 'Percentages saved. New quotes use them.' });
      },
      onError: (error) => {
        const messages = serverFormMessages(error, percentFieldOf);
        if (messages) {
          form.setErrors(messages.fields);
          setSettingsProblems(messages.other);
        } else setSettingsProblems([unexpectedFailureMessage(error)]);
      },
    });

  return (
    <>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={submit} noValidate aria-label="Percentages">
          <Stack gap="md">
            <Title order={2} fz="lg">
              Percentages
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {PERCENT_FIELDS.map((field) => (
                <NumberInput
                  key={field}
                  label={PERCENT_LABELS[field].label}
                  description={PERCENT_LABELS[field].description}
                  suffix=" %"
                  min={0}
                  max={100}
                  decimalScale={2}
                  step={0.5}
                  required
                  {...form.getInputProps(field)}
                />
              ))}
            </SimpleGrid>
            {settingsProblems.length > 0 && (
              <Alert color="red" role="alert">
                {settingsProblems.join(' ')}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" disabled={!form.isDirty() || saveSettings.isPending} onClick={() => form.reset()}>
                Undo changes
              </Button>
              <Button type="submit" loading={saveSettings.isPending} disabled={!form.isDirty()}>
                Save percentages
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Tariffs per vehicle type
          </Title>
          <Text size="sm" c="dimmed">
            Ride = the larger of the minimum fare and the kilometres × price per km, before commission, service fee and VAT.
          </Text>
          <TariffsTable tariffs={pricing.tariffs} drafts={drafts} onChange={(id, draft) => setDrafts((all) => ({ ...all, [id]: draft }))} />
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {previewProblems ? (
          <Alert color="red" title="These figures cannot be saved" role="alert">
            {[...Object.values(previewProblems.fields), ...previewProblems.other].join(' ')}
          </Alert>
        ) : (
          <PricingExampleView
            example={preview.data ?? pricing.example}
            proposed={proposed}
            updating={preview.isFetching}
          />
        )}
      </Paper>

      <ConfirmModal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Save the new percentages?"
        note="Every quote made from now on uses them. Quotes already made and booked trips keep their prices."
        confirmLabel="Save percentages"
        confirmColor="blue"
        onConfirm={() => confirming && save(confirming)}
      />
    </>
  );
}

interface TariffsTableProps {
  tariffs: VehicleTypeTariff[];
  drafts: Record<number, TariffDraft>;
  onChange: (vehicleTypeId: number, draft: TariffDraft) => void;
}

function TariffsTable({ tariffs, drafts, onChange }: TariffsTableProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" aria-label="Tariffs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Vehicle type</Table.Th>
            <Table.Th>Price per km</Table.Th>
            <Table.Th>Minimum fare</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tariffs.map((tariff) => (
            <TariffRow key={tariff.vehicle_type_id} tariff={tariff} draft={drafts[tariff.vehicle_type_id] ?? draftOf(tariff)} onChange={onChange} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function TariffRow({ tariff, draft, onChange }: { tariff: VehicleTypeTariff; draft: TariffDraft; onChange: TariffsTableProps['onChange'] }) {
  const save = useSaveTariff();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const changed = !sameTariff(draft, tariff);
  const name = tariff.vehicle_type_name;

  const set = (field: (typeof TARIFF_FIELDS)[number], value: number | string) => {
    setErrors((all) => ({ ...all, [field]: '' }));
    onChange(tariff.vehicle_type_id, { ...draft, [field]: value });
  };
  const submit = () => {
    setProblem(null);
    const local = schemaMessages(tariffRequestSchema, draft, tariffFieldOf);
    if (Object.keys(local.fields).length > 0) return setErrors(local.fields);
    save.mutate(
      { vehicleTypeId: tariff.vehicle_type_id, ...(draft as TariffRequest) },
      {
        onSuccess: (saved) => {
          onChange(tariff.vehicle_type_id, { price_per_km: saved.price_per_km, minimum_fare: saved.minimum_fare });
          notifications.show({ color: 'green', message: `Tariff of ${name} saved. New quotes use it.` });
        },
        onError: (error) => {
          const messages = serverFormMessages(error, tariffFieldOf);
          if (messages) {
            setErrors(messages.fields);
            setProblem(messages.other.join(' ') || null);
          } else setProblem(unexpectedFailureMessage(error));
        },
      },
    );
  };

  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Text fw={500}>{name}</Text>
          {!tariff.is_active && <Badge color="gray">Retired</Badge>}
        </Group>
        {problem && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <NumberInput
          aria-label={`Price per km of ${name}`}
          prefix="€"
          min={0}
          decimalScale={2}
          fixedDecimalScale
          step={0.05}
          w={140}
          value={draft.price_per_km}
          onChange={(value) => set('price_per_km', value)}
          error={errors['price_per_km'] || undefined}
        />
      </Table.Td>
      <Table.Td>
        <NumberInput
          aria-label={`Minimum fare of ${name}`}
          prefix="€"
          min={0}
          decimalScale={2}
          fixedDecimalScale
          step={1}
          w={140}
          value={draft.minimum_fare}
          onChange={(value) => set('minimum_fare', value)}
          error={errors['minimum_fare'] || undefined}
        />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          {changed && (
            <Button variant="subtle" size="xs" disabled={save.isPending} onClick={() => onChange(tariff.vehicle_type_id, draftOf(tariff))}>
              Undo
            </Button>
          )}
          <Button size="xs" disabled={!changed} loading={save.isPending} onClick={submit} aria-label={`Save the tariff of ${name}`}>
            Save
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

import { Alert, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatInstant, offerPayoutPolicyRequestSchema, PAYOUT_POLICY_LIMITS, type OfferPayoutPolicy, type OfferPayoutPolicyRequest } from '@vozimo/contract';
import { useState, type FormEvent } from 'react';
import { offerPayoutPolicyQueryOptions, useSaveOfferPayoutPolicy } from '../../../api/offers/marketplace-admin-queries.ts';
import { showSuccessToast } from '../../../components/back-office/success-toast.ts';
import { LoadFailedAlert, QueryLoader } from '../../../components/query-states.tsx';
import { fieldAtPath, type FormMessages } from '../../../lib/forms/form-messages.ts';
import { schemaMessages } from '../../../lib/forms/schema-resolver.ts';
import { serverFormMessages, unexpectedFailureMessage } from '../../../lib/forms/server-messages.ts';

const fieldOf = fieldAtPath(['step_hours', 'step_amount', 'margin_floor_percent']);

interface Draft {
  /** '72, 48, 24' as typed. */
  stepHours: string;
  stepAmount: number | string;
  marginFloor: number | string;
}

const draftOf = (policy: OfferPayoutPolicy): Draft => ({
  stepHours: policy.step_hours.join(', '),
  stepAmount: Number(policy.step_amount),
  marginFloor: policy.margin_floor_percent,
});

/** The request the form would send: hours as whole numbers (anything else stays as typed, for the schema to word). */
function toRequest(draft: Draft): OfferPayoutPolicyRequest {
  const hours = draft.stepHours
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  return {
    step_hours: hours as number[],
    step_amount: draft.stepAmount === '' ? '' : Number(draft.stepAmount).toFixed(2),
    margin_floor_percent: draft.marginFloor === '' ? Number.NaN : Number(draft.marginFloor),
  };
}

/** The automatic payout steps (ADR 0020): read, and set with the server's own checks and words. */
export function PayoutPolicy() {
  const policy = useQuery(offerPayoutPolicyQueryOptions());
  if (policy.isPending) return <QueryLoader label="Loading the payout steps" />;
  if (policy.isError) return <LoadFailedAlert>There was an error loading the payout steps.</LoadFailedAlert>;
  // Keyed by when it was set: a save shows the kept policy afresh.
  return <PayoutPolicyForm key={policy.data.updated_at} policy={policy.data} />;
}

function PayoutPolicyForm({ policy }: { policy: OfferPayoutPolicy }) {
  const save = useSaveOfferPayoutPolicy();
  const [draft, setDraft] = useState(() => draftOf(policy));
  const [messages, setMessages] = useState<FormMessages>({ fields: {}, other: [] });
  const set = (change: Partial<Draft>) => setDraft((before) => ({ ...before, ...change }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = toRequest(draft);
    const found = schemaMessages(offerPayoutPolicyRequestSchema, body, fieldOf);
    setMessages(found);
    if (Object.keys(found.fields).length > 0 || found.other.length > 0) return;
    save.mutate(body, {
      onSuccess: () => showSuccessToast('Payout steps saved.'),
      onError: (error) => setMessages(serverFormMessages(error, fieldOf) ?? { fields: {}, other: [unexpectedFailureMessage(error)] }),
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Payout steps">
      <Stack gap="md" maw={560}>
        <Text c="dimmed">
          While no company claims an offered trip, its payout rises by the step amount at each step, out of the platform’s fee and never
          below the margin floor. A change applies to the steps trips reach after it; steps taken keep their raise.
        </Text>
        <TextInput
          label="Steps (hours before pickup)"
          description={`Whole hours, separated by commas, e.g. 72, 48, 24; at most ${PAYOUT_POLICY_LIMITS.maxSteps}. Leave empty to turn the steps off.`}
          value={draft.stepHours}
          onChange={(event) => set({ stepHours: event.currentTarget.value })}
          error={messages.fields.step_hours}
        />
        <NumberInput
          label="Step amount (€)"
          decimalScale={2}
          fixedDecimalScale
          min={0}
          max={Number(PAYOUT_POLICY_LIMITS.maxStepAmount)}
          value={draft.stepAmount}
          onChange={(value) => set({ stepAmount: value })}
          error={messages.fields.step_amount}
        />
        <NumberInput
          label="Margin floor (% of the net price)"
          decimalScale={2}
          min={0}
          max={100}
          value={draft.marginFloor}
          onChange={(value) => set({ marginFloor: value })}
          error={messages.fields.margin_floor_percent}
        />
        {messages.other.map((message) => (
          <Alert key={message} color="red" role="alert">
            {message}
          </Alert>
        ))}
        <Group justify="space-between" align="center">
          <Text size="sm" c="dimmed">
            Last set {formatInstant(policy.updated_at)}
          </Text>
          <Button type="submit" loading={save.isPending}>
            Save payout steps
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

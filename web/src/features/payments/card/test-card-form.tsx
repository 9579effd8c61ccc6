import { Alert, Box, Group, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useConfirmTestCard } from '../../../api/payments/card-payment-api.ts';
import { CssTable } from '../../../components/css-table.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { leavePageFor } from './leave-page.ts';
import { PayNowButton, PaymentMessage } from './pay-now-button.tsx';
import { confirmationErrorMessage, UNEXPECTED_PAYMENT_ERROR } from './payment-flow.ts';
import { CARD_INPUTS, TEST_CARDS, type CardInput } from './test-card-input.ts';

export const TEST_MODE_NOTICE = 'TEST MODE — no real card is charged';

interface TestCardFormProps {
  /** The payment to confirm; null while it is being opened ('Pay now' waits for it). */
  clientSecret: string | null;
  depositGross: string;
  returnUrl: string;
}

/**
 * The card form of the built-in test processor (no Stripe keys configured): plainly labelled, with
 * the test cards and their outcomes, and the same flow as Stripe's form: a card or input error comes
 * back here, anything else goes to the return page.
 */
export function TestCardForm({ clientSecret, depositGross, returnUrl }: TestCardFormProps) {
  const confirm = useConfirmTestCard();
  const [card, setCard] = useState<Record<CardInput, string>>({ card_number: '', expiry: '', cvc: '' });
  const [message, setMessage] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (clientSecret === null) return;
    setMessage(null);
    confirm.mutate(
      { client_secret: clientSecret, ...card, return_url: returnUrl },
      {
        onSuccess: (result) => {
          if (result.outcome === 'redirect') {
            // The spinner stays until the next page is there.
            setLeaving(true);
            leavePageFor(result.redirect_to);
          } else {
            setMessage(confirmationErrorMessage(result));
          }
        },
        // A refusal (409) says why, e.g. the trip is being paid by bank transfer; anything else stays generic.
        onError: (error) => setMessage(isApiError(error) && error.status === 409 ? error.message : UNEXPECTED_PAYMENT_ERROR),
      },
    );
  };

  const cardInput = (field: CardInput) => {
    const { format, ...input } = CARD_INPUTS[field];
    return {
      ...input,
      inputMode: 'numeric' as const,
      value: card[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = format(event.currentTarget.value);
        setCard((typed) => ({ ...typed, [field]: value }));
      },
    };
  };

  // The card fields and 'Pay now' first, so that on a phone they are on the first screen; the test cards follow.
  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate aria-label="Card payment">
        <Stack gap="md">
          <Tabs defaultValue="card" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="card" leftSection={<IconCreditCard size={18} aria-hidden />}>
                Card
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="card" pt="md">
              <Stack gap="sm">
                <TextInput {...cardInput('card_number')} />
                <Group grow align="flex-start" gap="sm">
                  <TextInput {...cardInput('expiry')} />
                  <TextInput {...cardInput('cvc')} />
                </Group>
              </Stack>
            </Tabs.Panel>
          </Tabs>
          <PayNowButton depositGross={depositGross} busy={confirm.isPending || leaving} preparing={clientSecret === null} />
          <PaymentMessage message={message} />
        </Stack>
      </form>
      <Alert color="yellow" variant="light" title={TEST_MODE_NOTICE} data-testid="test-mode-notice" px={{ base: 'sm', sm: 'md' }}>
        <Text size="sm">Pay with one of these test cards, any expiry date in the future and any 3-digit CVC:</Text>
        <Box mt="xs">
          <CssTable verticalSpacing={4} aria-label="Test cards">
            <thead>
              <tr>
                <th>Card number</th>
                <th>Outcome</th>
              </tr>
            </thead>
            <tbody>
              {TEST_CARDS.map((card) => (
                <tr key={card.number}>
                  <Box component="td" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    {card.number}
                  </Box>
                  <td>{card.outcome}</td>
                </tr>
              ))}
            </tbody>
          </CssTable>
        </Box>
      </Alert>
    </Stack>
  );
}

import { Alert, Group, Stack, Table, Tabs, Text, TextInput } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useConfirmTestCard } from '../api/card-payment-api.ts';
import { leavePageFor } from './leave-page.ts';
import { PayNowButton, PaymentMessage } from './pay-now-button.tsx';
import { confirmationErrorMessage, UNEXPECTED_PAYMENT_ERROR } from './payment-flow.ts';
import { formatCardNumber, formatCvc, formatExpiry, TEST_CARDS } from './test-card-input.ts';

export const TEST_MODE_NOTICE = 'TEST MODE — no real card is charged';

interface TestCardFormProps {
  clientSecret: string;
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
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    confirm.mutate(
      { client_secret: clientSecret, card_number: cardNumber, expiry, cvc, return_url: returnUrl },
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
        onError: () => setMessage(UNEXPECTED_PAYMENT_ERROR),
      },
    );
  };

  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" title={TEST_MODE_NOTICE} data-testid="test-mode-notice" px={{ base: 'sm', sm: 'md' }}>
        <Text size="sm">Pay with one of these test cards, any expiry date in the future and any 3-digit CVC:</Text>
        <Table mt="xs" verticalSpacing={4} horizontalSpacing="xs" aria-label="Test cards" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Card number</Table.Th>
              <Table.Th>Outcome</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {TEST_CARDS.map((card) => (
              <Table.Tr key={card.number}>
                <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {card.number}
                </Table.Td>
                <Table.Td>{card.outcome}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Alert>

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
                <TextInput
                  label="Card number"
                  name="cardnumber"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="1234 1234 1234 1234"
                  value={cardNumber}
                  onChange={(event) => setCardNumber(formatCardNumber(event.currentTarget.value))}
                />
                <Group grow align="flex-start" gap="sm">
                  <TextInput
                    label="Expiry (MM/YY)"
                    name="exp-date"
                    inputMode="numeric"
                    autoComplete="cc-exp"
                    placeholder="MM/YY"
                    value={expiry}
                    onChange={(event) => setExpiry(formatExpiry(event.currentTarget.value))}
                  />
                  <TextInput
                    label="CVC"
                    name="cvc"
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    placeholder="CVC"
                    value={cvc}
                    onChange={(event) => setCvc(formatCvc(event.currentTarget.value))}
                  />
                </Group>
              </Stack>
            </Tabs.Panel>
          </Tabs>
          <PayNowButton depositGross={depositGross} busy={confirm.isPending || leaving} />
          <PaymentMessage message={message} />
        </Stack>
      </form>
    </Stack>
  );
}

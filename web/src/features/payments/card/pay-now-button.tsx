import { Button, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { formatEuros } from '@vozimo/contract';

interface PayNowButtonProps {
  depositGross: string;
  /** The payment is being confirmed (or the browser is leaving for the result): the spinner shows. */
  busy: boolean;
  /** The payment is still being opened: the spinner shows, named for that. */
  preparing?: boolean;
  disabled?: boolean;
}

/** 'Pay now' with the euro total (spec section 2), a spinner while busy. Submits its form. */
export function PayNowButton({ depositGross, busy, preparing = false, disabled = false }: PayNowButtonProps) {
  return (
    <Button
      type="submit"
      size="md"
      fullWidth
      loading={busy || preparing}
      disabled={disabled}
      leftSection={<IconLock size={18} aria-hidden />}
      loaderProps={{ 'aria-label': preparing ? 'Preparing the payment form' : 'Paying' }}
    >
      Pay now {formatEuros(depositGross)}
    </Button>
  );
}

/** The form's message area: what went wrong with the last try, read out when it changes. */
export function PaymentMessage({ message }: { message: string | null }) {
  return (
    <Text role="alert" c="red.8" fw={500} size="sm" data-testid="payment-message">
      {message}
    </Text>
  );
}

import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, type ReactNode } from 'react';
import { PAYMENT_FORM_PREPARATION_FAILED } from './payment-flow.ts';

/** The red alert of spec section 8 when the card form cannot be shown. */
export function PaymentPreparationFailed() {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
      {PAYMENT_FORM_PREPARATION_FAILED}
    </Alert>
  );
}

/** Shows that alert instead of the card form when the form's code itself fails (a chunk that cannot load). */
export class PaymentPreparationBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PaymentPreparationFailed /> : this.props.children;
  }
}

import type { UseFormReturnType } from '@mantine/form';
import { TRIP_MESSAGES } from '@vozimo/contract';

const REACH_FIELDS = ['customer_phone', 'customer_email'] as const;

/**
 * The phone and e-mail fields of a booking form: "a phone number or an e-mail" (ADR 0017) stands at
 * both, so typing either clears it at both.
 */
export function customerReachInputProps<Values extends Record<(typeof REACH_FIELDS)[number], string>>(
  form: UseFormReturnType<Values>,
  field: (typeof REACH_FIELDS)[number],
) {
  const props = form.getInputProps(field);
  return {
    ...props,
    onChange: (event: unknown) => {
      props.onChange(event);
      for (const other of REACH_FIELDS) if (form.errors[other] === TRIP_MESSAGES.customerReach) form.clearFieldError(other);
    },
  };
}

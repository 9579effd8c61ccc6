import { Anchor, NumberInput, type NumberInputProps } from '@mantine/core';
import { MAX_PASSENGERS, MIN_PASSENGERS } from '@vozimo/contract';

/** Where a group larger than the form takes asks for a custom trip (ADR 0016). */
export const CUSTOM_TRIP_PATH = '/contact';

/**
 * The Passengers field of the trip form and the round trip form (spec: 1 to 7). It never changes
 * what was typed: 12 stays 12 and the form's validation says why it cannot be booked, while the
 * limit and the way forward for a larger group (a custom trip) stand next to the field.
 */
export function PassengersInput(props: Omit<NumberInputProps, 'label' | 'min' | 'max' | 'description'>) {
  return (
    <NumberInput
      label="Passengers"
      min={MIN_PASSENGERS}
      max={MAX_PASSENGERS}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      // Below the box, so it lines up with the fields beside it.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={
        <>
          {MIN_PASSENGERS} to {MAX_PASSENGERS} passengers. Larger group?{' '}
          <Anchor href={CUSTOM_TRIP_PATH} target="_blank" rel="noopener" inherit>
            Request a custom trip
          </Anchor>
        </>
      }
      {...props}
    />
  );
}

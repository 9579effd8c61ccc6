import { SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TripFormValues } from '../model/trip-form-values.ts';
import { FormSection } from '../../../../components/form-section.tsx';
import { customerReachInputProps } from '../../../../lib/forms/customer-reach.ts';

/** Spec section 2, Customer Contact. A booking needs the names and a phone or an e-mail (ADR 0017); an e-mail, when given, must look like an address. */
export function CustomerContactSection({ form }: { form: UseFormReturnType<TripFormValues> }) {
  return (
    <FormSection title="Customer Contact" id="customer-contact">
      <Text size="sm" c="dimmed">
        To book, give the customer&apos;s first and last name, and a phone number or an e-mail. A quote can be saved without them.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="First name" autoComplete="off" {...form.getInputProps('customer_first_name')} />
        <TextInput label="Last name" autoComplete="off" {...form.getInputProps('customer_last_name')} />
        <TextInput label="E-mail" type="email" autoComplete="off" {...customerReachInputProps(form, 'customer_email')} />
        <TextInput label="Phone" type="tel" autoComplete="off" {...customerReachInputProps(form, 'customer_phone')} />
      </SimpleGrid>
    </FormSection>
  );
}

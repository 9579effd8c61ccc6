import { SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TripFormValues } from '../model/trip-form-values.ts';
import { FormSection } from '../../../../components/form-section.tsx';

/** Spec section 2, Customer Contact. A booking needs the names and a phone (ADR 0017, ADR 0060); an e-mail, when given, must look like an address. */
export function CustomerContactSection({ form }: { form: UseFormReturnType<TripFormValues> }) {
  return (
    <FormSection title="Customer Contact" id="customer-contact">
      <Text size="sm" c="dimmed">
        To book, give the customer&apos;s first and last name and a phone number the driver can call; the e-mail is optional. A quote
        can be saved without them.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="First name" autoComplete="off" {...form.getInputProps('customer_first_name')} />
        <TextInput label="Last name" autoComplete="off" {...form.getInputProps('customer_last_name')} />
        <TextInput label="E-mail" type="email" autoComplete="off" {...form.getInputProps('customer_email')} />
        <TextInput label="Phone" type="tel" autoComplete="off" {...form.getInputProps('customer_phone')} />
      </SimpleGrid>
    </FormSection>
  );
}

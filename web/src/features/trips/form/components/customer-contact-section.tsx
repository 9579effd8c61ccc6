import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TripFormValues } from '../model/trip-form-values.ts';
import { FormSection } from '../../../../components/form-section.tsx';

/** Spec section 2, Customer Contact. The e-mail may be empty, else it must look like an address. */
export function CustomerContactSection({ form }: { form: UseFormReturnType<TripFormValues> }) {
  return (
    <FormSection title="Customer Contact" id="customer-contact">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="First name" autoComplete="off" {...form.getInputProps('customer_first_name')} />
        <TextInput label="Last name" autoComplete="off" {...form.getInputProps('customer_last_name')} />
        <TextInput label="E-mail" type="email" autoComplete="off" {...form.getInputProps('customer_email')} />
        <TextInput label="Phone" type="tel" autoComplete="off" {...form.getInputProps('customer_phone')} />
      </SimpleGrid>
    </FormSection>
  );
}

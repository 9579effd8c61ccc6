import { Checkbox, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TripFormValues } from '../model/trip-form-values.ts';
import { FormSection } from '../../../../components/form-section.tsx';

/** Spec section 2, Additional Information: notes, and child seats with the child info only when ticked. */
export function AdditionalInformationSection({ form }: { form: UseFormReturnType<TripFormValues> }) {
  return (
    <FormSection title="Additional Information" id="additional-information">
      <Textarea label="Notes" rows={3} resize="vertical" {...form.getInputProps('info.notes')} />
      <Checkbox label="Child seats" {...form.getInputProps('info.child_seats', { type: 'checkbox' })} />
      {form.values.info.child_seats && (
        <TextInput
          label="Child info"
          description="The age of each child, so the right seats come along"
          placeholder="e.g. two children, 2 and 5 years old"
          {...form.getInputProps('info.child_info')}
        />
      )}
    </FormSection>
  );
}

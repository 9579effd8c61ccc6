import { Alert, Button, FileInput, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconPaperclip } from '@tabler/icons-react';
import { PARTNER_FILE_FIELDS } from '@vozimo/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showFailureToast } from '../../../components/failure-toast.tsx';
import { FormFieldset } from '../../../components/form-fieldset.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldAtPath } from '../../../lib/forms/form-messages.ts';
import { zodFormResolver } from '../../../lib/forms/schema-resolver.ts';
import { serverFormMessages } from '../../../lib/forms/server-messages.ts';
import { useSubmitPartnerApplication } from '../../../api/partners/use-submit-partner-application.ts';
import { PARTNER_COUNTRIES } from './countries.ts';
import { buildPartnerFormData, EMPTY_PARTNER_FORM, partnerFormSchema, type PartnerFormValues } from './partner-form-schema.ts';

const ACCEPTED_FILES = 'application/pdf,image/jpeg,image/png';
const FILE_HINT = 'PDF, JPEG or PNG, up to 10 MB';
const fieldOf = fieldAtPath(Object.keys(EMPTY_PARTNER_FORM));

/** The partner application of spec section 2, validated with the server's schema and messages (spec section 5). */
export function PartnerApplicationForm() {
  const navigate = useNavigate();
  const submit = useSubmitPartnerApplication();
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  const form = useForm<PartnerFormValues>({
    mode: 'controlled',
    initialValues: EMPTY_PARTNER_FORM,
    validate: zodFormResolver(partnerFormSchema, { fieldOf }),
    validateInputOnBlur: true,
    // A wrong file is reported as soon as it is chosen.
    validateInputOnChange: [...PARTNER_FILE_FIELDS],
  });

  const handleSubmit = form.onSubmit((values) => {
    setServerMessage(null);
    submit.mutate(buildPartnerFormData(values), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: 'Thank you for your application.' });
        void navigate('/home');
      },
      onError: (error) => {
        const messages = serverFormMessages(error, fieldOf);
        if (messages) {
          form.setErrors(messages.fields);
          setServerMessage(messages.other[0] ?? null);
        } else if (isApiError(error)) {
          setServerMessage(error.globalErrors[0] ?? null);
        }
        showFailureToast('Error with creating company.');
      },
    });
  });

  const frontChosen = form.values.legal_representative_id !== null;
  const fileInput = (field: (typeof PARTNER_FILE_FIELDS)[number], label: string) => ({
    label,
    name: field,
    accept: ACCEPTED_FILES,
    clearable: true,
    clearButtonProps: { 'aria-label': `Remove the file from ${label}` },
    placeholder: 'Choose a file',
    // Mantine's placeholder grey is below WCAG AA contrast; the theme's dimmed colour is not.
    styles: { placeholder: { color: 'var(--mantine-color-dimmed)' } },
    leftSection: <IconPaperclip size={16} aria-hidden />,
    ...form.getInputProps(field),
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="xl">
        <FormFieldset legend="Company">
          <TextInput label="Company name" withAsterisk autoComplete="organization" {...form.getInputProps('company_name')} />
          <TextInput label="Company address" withAsterisk autoComplete="street-address" {...form.getInputProps('address')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="VAT" withAsterisk description="VAT or company ID number" {...form.getInputProps('vat')} />
            <Select
              label="Country"
              withAsterisk
              searchable
              description="Where the company is registered"
              placeholder="Choose a country"
              data={PARTNER_COUNTRIES}
              nothingFoundMessage="No such country"
              {...form.getInputProps('country')}
              onChange={(value) => form.setFieldValue('country', value ?? '')}
            />
            <TextInput label="Hometown" withAsterisk description="Where your vehicles are based" {...form.getInputProps('hometown')} />
          </SimpleGrid>
        </FormFieldset>

        <FormFieldset legend="Contact">
          <TextInput label="Legal representative" withAsterisk autoComplete="name" {...form.getInputProps('legal_representative')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="E-mail" withAsterisk type="email" autoComplete="email" description="Where we send our reply" {...form.getInputProps('email')} />
            <TextInput label="Phone number" withAsterisk type="tel" autoComplete="tel" description="Numbers and + only" {...form.getInputProps('phone_number')} />
            <TextInput label="WhatsApp" type="tel" description="Optional" {...form.getInputProps('whatsapp')} />
          </SimpleGrid>
        </FormFieldset>

        <FormFieldset legend="Documents">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FileInput
              {...fileInput('legal_representative_id', 'Legal representative ID (front)')}
              description={FILE_HINT}
              onChange={(file) => {
                form.setFieldValue('legal_representative_id', file);
                // The rear side belongs to the front; without a front there is no rear.
                if (!file) form.setFieldValue('legal_representative_id_other', null);
              }}
            />
            <FileInput
              {...fileInput('legal_representative_id_other', 'Legal representative ID (rear)')}
              description={frontChosen ? FILE_HINT : 'Choose the front side first'}
              disabled={!frontChosen}
            />
            <FileInput {...fileInput('business_license', 'Business license')} description={FILE_HINT} />
            <FileInput {...fileInput('cooperation_agreement', 'Cooperation agreement')} description={FILE_HINT} />
          </SimpleGrid>
        </FormFieldset>

        {serverMessage && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title="Error with creating company.">
            {serverMessage}
          </Alert>
        )}

        <Group justify="flex-end">
          <Button type="submit" size="md" loading={submit.isPending}>
            Send application
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

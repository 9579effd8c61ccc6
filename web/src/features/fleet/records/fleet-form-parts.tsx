import { Button, Group, Select } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import { useState, type ReactNode } from 'react';
import type { FleetCompany } from '../../../api/fleet/use-fleet-companies.ts';
import { FormButtons } from '../../../components/form-buttons.tsx';
import type { FieldOfLoc } from '../../../lib/forms/form-messages.ts';
import { zodFormResolver } from '../../../lib/forms/schema-resolver.ts';
import { companyOptions } from './company-filter.tsx';
import { formFailure, FormFailureAlert } from './form-failure.tsx';

// What the driver form and the vehicle form share around their own fields.

/** What both forms take from the section or modal that holds them. */
export interface FleetFormHostProps {
  /** Staff's company select; empty for a driver admin. */
  companies: FleetCompany[];
  submitLabel: string;
  saving: boolean;
  /** Sends the multipart body; rejects with the server's error, which the form then shows. */
  onSubmit: (body: FormData) => Promise<unknown>;
  /** After a save: the add form empties itself (the edit modal closes instead). */
  resetOnSaved?: boolean;
  onCancel?: () => void;
  /** Above the buttons: what an edit sends back to approval. */
  note?: ReactNode;
  /** The failure alert's title ('Error with creating vehicle'). */
  failureTitle: string;
}

/** What makes the driver form or the vehicle form: its values, schema, files and multipart body. */
interface FleetFormSpec<Values> {
  initialValues: Values;
  schema: z.ZodType;
  fieldOf: FieldOfLoc;
  /** The file pickers, whose wrong file is said as soon as it is chosen. */
  fileFields: string[];
  toBody: (values: Values) => FormData;
}

/**
 * A fleet form: checked on submit (a message appearing on blur moves the buttons under the
 * pointer), a wrong file said as soon as it is chosen, and the submit of useFleetFormSubmit.
 */
export function useFleetForm<Values extends object>({ initialValues, schema, fieldOf, fileFields, toBody }: FleetFormSpec<Values>, host: Pick<FleetFormHostProps, 'onSubmit' | 'resetOnSaved'>) {
  const form = useForm<Values>({ mode: 'controlled', initialValues, validate: zodFormResolver(schema, { fieldOf }), validateInputOnChange: fileFields });
  return { form, ...useFleetFormSubmit(form, toBody, fieldOf, host) };
}

/**
 * A fleet form's submit: validated values become the multipart body; a refused save puts the
 * server's messages at their fields and the rest above the buttons, and keeps every value and file.
 */
function useFleetFormSubmit<Values extends object>(
  form: UseFormReturnType<Values>,
  toBody: (values: Values) => FormData,
  fieldOf: FieldOfLoc,
  { onSubmit, resetOnSaved }: Pick<FleetFormHostProps, 'onSubmit' | 'resetOnSaved'>,
) {
  const [otherMessages, setOtherMessages] = useState<string[]>([]);
  const submit = form.onSubmit((values) => {
    setOtherMessages([]);
    onSubmit(toBody(values)).then(
      () => {
        if (resetOnSaved) form.reset();
      },
      (error: unknown) => {
        const failure = formFailure(error, fieldOf);
        form.setErrors(failure.fields);
        setOtherMessages(failure.other);
      },
    );
  });
  return { submit, otherMessages };
}

/** Staff's choice of whose driver or vehicle this is. */
export function CompanySelect({ companies, inputProps }: { companies: FleetCompany[]; inputProps: object }) {
  return (
    <Select
      label="Company"
      withAsterisk
      searchable
      placeholder="Choose the company"
      nothingFoundMessage="No such company"
      data={companyOptions(companies)}
      maw={{ sm: 360 }}
      {...inputProps}
    />
  );
}

/** The note, the refused save's other messages, then Cancel (in a modal) and the submit button. */
export function FleetFormFooter({
  note,
  failureTitle,
  otherMessages,
  onCancel,
  saving,
  submitLabel,
}: Pick<FleetFormHostProps, 'note' | 'failureTitle' | 'onCancel' | 'saving' | 'submitLabel'> & { otherMessages: string[] }) {
  return (
    <>
      {note}
      <FormFailureAlert title={failureTitle} messages={otherMessages} />
      {onCancel ? (
        <FormButtons submitLabel={submitLabel} saving={saving} onCancel={onCancel} />
      ) : (
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      )}
    </>
  );
}

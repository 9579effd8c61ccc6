import { FileInput, SimpleGrid, Text, type FileInputProps } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { FormFieldset } from '../../../components/form-fieldset.tsx';
import { DocumentDateInput } from './document-date-input.tsx';
import { DOCUMENT_ACCEPT, PHOTO_ACCEPT, type DocumentSlot, type FleetFormContext } from './fleet-form-model.ts';

export const PHOTO_HINT = 'JPEG or PNG, up to 10 MB';
const DOCUMENT_HINT = 'PDF, JPEG or PNG, up to 10 MB';
const KEEP_HINT = 'On file; choose a file only to replace it';

type InputProps = { value?: unknown; onChange?: unknown; error?: unknown; onFocus?: unknown; onBlur?: unknown };

interface FleetFileInputProps {
  label: string;
  /** The multipart field, also the input's name. */
  name: string;
  /** What @mantine/form's getInputProps gives for the field. */
  inputProps: InputProps;
  kind: 'photo' | 'document';
  /** The record already has a file here (editing): an empty picker keeps it. */
  onFile: boolean;
  withAsterisk?: boolean;
}

/** A photo or document picker: what it takes, and on an edit that the current file stays unless replaced. */
export function FleetFileInput({ label, name, inputProps, kind, onFile, withAsterisk }: FleetFileInputProps) {
  const hint = kind === 'photo' ? PHOTO_HINT : DOCUMENT_HINT;
  return (
    <FileInput
      label={label}
      name={name}
      withAsterisk={withAsterisk}
      accept={kind === 'photo' ? PHOTO_ACCEPT : DOCUMENT_ACCEPT}
      clearable
      clearButtonProps={{ 'aria-label': `Remove the file from ${label}` }}
      placeholder={onFile ? 'Keep the current file' : 'Choose a file'}
      description={onFile ? `${KEEP_HINT} (${hint})` : hint}
      // Mantine's placeholder grey is below WCAG AA contrast; the theme's dimmed colour is not.
      styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      leftSection={<IconPaperclip size={16} aria-hidden />}
      {...(inputProps as FileInputProps)}
    />
  );
}

interface DocumentInputsProps {
  slot: DocumentSlot;
  fileProps: InputProps;
  dateProps: InputProps;
  onFile: boolean;
  today: string;
}

/** One document (ADR 0019): its file and the last day it is valid, side by side. */
export function DocumentInputs({ slot, fileProps, dateProps, onFile, today }: DocumentInputsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <FleetFileInput label={slot.label} name={slot.fileField} inputProps={fileProps} kind="document" onFile={onFile} />
      <DocumentDateInput label={slot.label} dateProps={dateProps} today={today} />
    </SimpleGrid>
  );
}

interface DocumentsFieldsetProps {
  /** Whose documents: 'driver' or 'vehicle', for the sentence above them. */
  owner: 'driver' | 'vehicle';
  slots: readonly DocumentSlot[];
  /** @mantine/form's getInputProps. */
  inputProps: (field: string) => InputProps;
  context: FleetFormContext;
}

/** A form's documents (ADR 0019): optional, and what an expired one means. */
export function DocumentsFieldset({ owner, slots, inputProps, context }: DocumentsFieldsetProps) {
  return (
    <FormFieldset legend="Documents" size="md">
      <Text size="sm" c="dimmed">
        Optional. A {owner} with an expired document is not given trips until it is renewed.
      </Text>
      {slots.map((slot) => (
        <DocumentInputs
          key={slot.fileField}
          slot={slot}
          fileProps={inputProps(slot.fileField)}
          dateProps={inputProps(slot.expiryField)}
          onFile={context.onFile.has(slot.fileField)}
          today={context.today}
        />
      ))}
    </FormFieldset>
  );
}

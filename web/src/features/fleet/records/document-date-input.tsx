import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { addDays, DOCUMENT_MAX_YEARS_AHEAD, isCalendarDate } from '@vozimo/contract';
import type { CSSProperties, FormEvent, ReactNode } from 'react';
import { CALENDAR_LABELS } from '../../../components/calendar-labels.ts';
import { parseTypedDate, TYPED_DATE_FORMAT } from './typed-date.ts';

/** What @mantine/form's getInputProps gives for an expiry field (YYYY-MM-DD, null when empty). */
interface DateFieldProps {
  value?: unknown;
  onChange?: unknown;
  error?: unknown;
  onFocus?: unknown;
  onBlur?: unknown;
}

interface DocumentDateInputProps {
  /** The document's name: the field reads '{label}: valid until'. */
  label: string;
  dateProps: DateFieldProps;
  /** Today in Zagreb (YYYY-MM-DD): earlier days cannot be picked. */
  today: string;
}

/**
 * A document's last valid day, typed as it is printed (31.12.2027) or picked from the calendar.
 * What cannot be read as a date is kept in the form as typed, so that the form's check says so
 * at the field on submit; otherwise Mantine's input would quietly keep the date it had before.
 * Past days are greyed out in the calendar but may be typed: the form then says the document has
 * expired, which tells more than a date that will not take.
 */
export function DocumentDateInput({ label, dateProps, today }: DocumentDateInputProps) {
  const { value, onChange, error, onFocus, onBlur } = dateProps as {
    value: string | null;
    onChange: (value: string | null) => void;
    error?: ReactNode;
    onFocus?: () => void;
    onBlur?: () => void;
  };
  const lastDay = addDays(today, DOCUMENT_MAX_YEARS_AHEAD * 365);
  const keepUnreadable = (event: FormEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value.trim();
    if (typed !== '' && parseTypedDate(typed) === null) onChange(typed);
  };
  return (
    <DateInput
      label={`${label}: valid until`}
      description={`The last day it is valid, as ${TYPED_DATE_FORMAT}`}
      placeholder={TYPED_DATE_FORMAT}
      valueFormat={TYPED_DATE_FORMAT}
      dateParser={parseTypedDate}
      fixOnBlur={false}
      value={value !== null && isCalendarDate(value) ? value : null}
      onChange={onChange}
      onInput={keepUnreadable}
      onFocus={onFocus}
      onBlur={onBlur}
      error={error}
      clearable
      firstDayOfWeek={1}
      weekendDays={[6, 0]}
      excludeDate={(day) => day < today || day > lastDay}
      ariaLabels={CALENDAR_LABELS}
      clearButtonProps={{ 'aria-label': `Clear ${label}: valid until` }}
      leftSection={<IconCalendar size={16} aria-hidden />}
      // Mantine's placeholder grey is below WCAG AA contrast; the theme's dimmed colour is not.
      styles={{ input: { '--input-placeholder-color': 'var(--mantine-color-dimmed)' } as CSSProperties }}
      popoverProps={{ position: 'bottom-start' }}
    />
  );
}

import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { TRIP_SEARCH_MAX_LENGTH, TRIP_SEARCH_MIN_LENGTH } from '@vozimo/contract';
import { useState } from 'react';

/** How long typing pauses before the list follows the search box. */
export const SEARCH_DEBOUNCE_MS = 300;

interface TripsSearchProps {
  /** The search in the address. */
  value: string;
  onChange: (q: string) => void;
}

/** The trips search box: a booking reference or a customer's name (ADR 0015). */
export function TripsSearch({ value, onChange }: TripsSearchProps) {
  const [text, setText] = useState(value);
  // The address changed by itself (back button, a link): show what it holds.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (text.trim() !== value) setText(value);
  }
  const follow = useDebouncedCallback((next: string) => onChange(next.trim()), SEARCH_DEBOUNCE_MS);
  const change = (next: string) => {
    setText(next);
    follow(next);
  };
  const tooShort = text.trim().length > 0 && text.trim().length < TRIP_SEARCH_MIN_LENGTH;
  return (
    <TextInput
      type="search"
      label="Search trips"
      placeholder="Reference, customer name or phone"
      leftSection={<IconSearch size={16} aria-hidden />}
      maxLength={TRIP_SEARCH_MAX_LENGTH}
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          follow.cancel();
          onChange(text.trim());
        }
      }}
      description={tooShort ? `Type at least ${TRIP_SEARCH_MIN_LENGTH} characters` : undefined}
      rightSection={
        text ? (
          <CloseButton
            aria-label="Clear search"
            onClick={() => {
              follow.cancel();
              setText('');
              onChange('');
            }}
          />
        ) : null
      }
      w={{ base: '100%', sm: 320 }}
    />
  );
}

import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/** How long typing pauses before the list follows the box. */
const SEARCH_DEBOUNCE_MS = 300;

interface ListSearchBoxProps {
  label: string;
  placeholder: string;
  /** The search in the address. */
  value: string;
  onChange: (search: string) => void;
}

/** A back-office list's search box: follows typing after a pause, Enter at once; the list keeps the words in the address. */
export function ListSearchBox({ label, placeholder, value, onChange }: ListSearchBoxProps) {
  const [text, setText] = useState(value);
  // The address changed by itself (back button, a link): show what it holds.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (text.trim() !== value) setText(value);
  }
  const follow = useDebouncedCallback((next: string) => onChange(next.trim()), SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      maxLength={100}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        follow(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          follow.cancel();
          onChange(text.trim());
        }
      }}
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
      w={{ base: '100%', sm: 380 }}
    />
  );
}

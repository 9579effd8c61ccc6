import { Combobox, InputBase, Loader, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { PLACE_SEARCH_LIMITS, type Place } from '@vozimo/contract';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { placeSearchQueryOptions } from '../../../../api/places/places-queries.ts';
import type { FormLocation } from '../model/trip-form-values.ts';

interface PlacePickerProps {
  label: string;
  value: FormLocation | null;
  onChange: (place: FormLocation | null) => void;
  error?: ReactNode;
  disabled?: boolean;
  description?: string;
}

/** Typing waits this long before asking the server, so a fast typist sends one search, not five. */
const SEARCH_DEBOUNCE_MS = 250;
const NO_PLACES: Place[] = [];

/**
 * A city picker backed by GET /api/places/ (type to search; arrow keys and Enter pick). Picking
 * sets the whole Location; typing again clears it until another place is picked.
 */
export function PlacePicker({ label, value, onChange, error, disabled, description }: PlacePickerProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(value?.formatted_address ?? '');
  // The picked place as last shown; a new one from outside (a loaded trip) replaces the text.
  const [shownPlace, setShownPlace] = useState(value);
  if (value !== shownPlace) {
    setShownPlace(value);
    setText(value?.formatted_address ?? '');
  }

  const [query] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const searchable = query.length >= PLACE_SEARCH_LIMITS.minQueryLength && query !== value?.formatted_address;
  const search = useQuery({ ...placeSearchQueryOptions(query), enabled: searchable && !disabled });
  const places = searchable ? (search.data ?? NO_PLACES) : NO_PLACES;

  // New results highlight the best match, so Enter picks it; arrow keys move from there.
  const highlightBestMatch = useEffectEvent(() => combobox.selectFirstOption());
  useEffect(() => {
    if (places.length > 0) highlightBestMatch();
  }, [places]);

  const pick = (placeId: string) => {
    const place = places.find((p) => p.place_id === placeId);
    if (!place) return;
    setShownPlace(place);
    setText(place.formatted_address);
    onChange(place);
    combobox.closeDropdown();
  };

  const typing = text.trim().length >= PLACE_SEARCH_LIMITS.minQueryLength;
  const waiting = typing && (text.trim() !== query || search.isFetching);
  let status: ReactNode = null;
  if (search.isError && !waiting) status = 'The place search failed. Please try again.';
  else if (waiting && places.length === 0) status = 'Searching…';
  else if (searchable && search.isSuccess && places.length === 0) status = 'No places found';

  return (
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal={false}>
      <Combobox.Target withExpandedAttribute>
        <InputBase
          label={label}
          description={description}
          withAsterisk
          placeholder="Type a town or airport"
          value={text}
          error={error}
          disabled={disabled}
          autoComplete="off"
          leftSection={<IconMapPin size={16} aria-hidden />}
          rightSection={waiting ? <Loader size={14} aria-hidden /> : null}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (value) {
              setShownPlace(null);
              onChange(null);
            }
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onClick={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            if (value) setText(value.formatted_address);
          }}
        />
      </Combobox.Target>

      <Combobox.Dropdown hidden={!typing || (places.length === 0 && status === null) || !!value}>
        <Combobox.Options aria-label={`${label} places`}>
          {places.map((place) => (
            <Combobox.Option value={place.place_id} key={place.place_id}>
              <Text size="sm">{place.formatted_address}</Text>
            </Combobox.Option>
          ))}
          {status && places.length === 0 && <Combobox.Empty>{status}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

import type { MantineColorScheme } from '@mantine/core';

export const COLOR_SCHEME_OPTIONS: { value: MantineColorScheme; label: string }[] = [
  { value: 'auto', label: 'Auto' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

export function isColorScheme(value: string): value is MantineColorScheme {
  return value === 'auto' || value === 'light' || value === 'dark';
}

import { Group, Text } from '@mantine/core';

interface LogoProps {
  /** Height of the mark in px; the wordmark scales with it. */
  size?: number;
  /** Hide the "Vozimo" wordmark and show only the mark (it then carries the accessible name). */
  markOnly?: boolean;
}

/** The Vozimo mark (a road folding into a V under a sun) and wordmark. */
export function Logo({ size = 32, markOnly = false }: LogoProps) {
  return (
    <Group gap={8} wrap="nowrap" component="span">
      <svg
        width={size}
        height={size}
        viewBox="0 0 32 32"
        role={markOnly ? 'img' : undefined}
        aria-label={markOnly ? 'Vozimo' : undefined}
        aria-hidden={markOnly ? undefined : true}
        focusable="false"
      >
        <rect width="32" height="32" rx="8" fill="var(--mantine-color-brand-7)" />
        <path
          d="M8.5 9.5 16 23l7.5-13.5"
          fill="none"
          stroke="#fff"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="16" cy="9.5" r="2.25" fill="var(--mantine-color-yellow-4)" />
      </svg>
      {!markOnly && (
        <Text component="span" fw={800} fz={size * 0.66} lh={1} c="var(--mantine-color-text)" style={{ letterSpacing: '-0.02em' }}>
          Vozimo
        </Text>
      )}
    </Group>
  );
}

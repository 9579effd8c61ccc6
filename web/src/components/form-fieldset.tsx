import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

const LOOK = {
  // A page's form (the partner application): its groups are the page's second-level headings.
  lg: { order: 2, gap: 'md', legendGap: 'sm' },
  // A form in a modal (a new driver and vehicle), under the modal's own title.
  md: { order: 3, gap: 'sm', legendGap: 'xs' },
} as const;

interface FormFieldsetProps {
  legend: string;
  size?: keyof typeof LOOK;
  children: ReactNode;
}

/** A group of a form's fields under a heading that is also its legend, so screen readers name the group. */
export function FormFieldset({ legend, size = 'lg', children }: FormFieldsetProps) {
  const look = LOOK[size];
  return (
    <Stack gap={look.gap} component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Title order={look.order} fz={size} component="legend" mb={look.legendGap} p={0}>
        {legend}
      </Title>
      {children}
    </Stack>
  );
}

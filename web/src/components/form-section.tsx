import { Paper, Stack, Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One titled card of a form. With an `id`, the title names the region for screen readers; without
 * one the section stays unnamed, for forms whose section titles repeat a field's label
 * ('Passengers'), where a region of the same name would make the field ambiguous.
 */
export function FormSection({ title, children, id, gap = 'md' }: { title: string; children: ReactNode; id?: string; gap?: MantineSpacing }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id} pos="relative">
      <Stack gap={gap}>
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

import { Box, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from '../public-trip.module.css';
import { orDash } from '../trip-display.ts';

export interface Detail {
  label: string;
  /** A plain value shows a dash when empty; a node is shown as it is. */
  value: string | ReactNode;
  /** A smaller line under the value, e.g. the exact pickup spot. */
  note?: string;
}

/** One titled section of the trip summary: labels and values, a dash for anything empty. */
export function DetailList({ title, details }: { title: string; details: Detail[] }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} fz="md" tt="uppercase" c="dimmed" lts={0.5}>
        {title}
      </Title>
      <Stack gap={8} component="dl" m={0}>
        {details.map((detail) => (
          <Box key={detail.label} className={classes.detailRow}>
            <Text component="dt" c="dimmed" size="sm">
              {detail.label}
            </Text>
            <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'break-word' }}>
              {typeof detail.value === 'string' ? orDash(detail.value) : detail.value}
              {detail.note && (
                <Text component="span" display="block" size="sm" fw={400} c="dimmed">
                  {detail.note}
                </Text>
              )}
            </Text>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

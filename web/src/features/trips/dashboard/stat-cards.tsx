import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { formatEuros, type StatsResponse } from '@vozimo/contract';
import type { ActiveRole } from '../../../lib/auth/choose-initial-role.ts';
import { statCards } from './trip-columns.ts';

interface StatCardsProps {
  role: ActiveRole;
  stats: StatsResponse | undefined;
}

/** The four figures of the month; placeholders while they load. */
export function StatCards({ role, stats }: StatCardsProps) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      {statCards(role).map((card) => {
        const figure = stats ? card.value(stats) : null;
        return (
          <Paper key={card.title} withBorder radius="md" p="md" aria-label={card.title} role="group">
            <Text size="sm" c="dimmed" fw={500}>
              {card.title}
            </Text>
            {figure === null ? (
              <Skeleton h={28} mt={6} w="60%" />
            ) : (
              <Text fz={{ base: 20, sm: 24 }} fw={700} mt={4}>
                {figure.kind === 'count' ? figure.value : formatEuros(figure.value ?? '0')}
              </Text>
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title.tsx';

interface AccountCardProps {
  title: string;
  /** A sentence under the title: what the page is for. */
  intro?: ReactNode;
  children: ReactNode;
}

/** The narrow centred card of the public account pages (forgot password, new password, invitation), as on /login. */
export function AccountCard({ title, intro, children }: AccountCardProps) {
  return (
    <Center px="md" py={{ base: 'xl', sm: 64 }}>
      <PageTitle title={title} />
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={28}>
              {title}
            </Title>
            {intro && <Text c="dimmed">{intro}</Text>}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

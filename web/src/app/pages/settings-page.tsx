import { Container, Text, Title } from '@mantine/core';
import { PageTitle } from '../../components/page-title.tsx';

/** /app/settings: placeholder text only (spec section 2). */
export function SettingsPage() {
  return (
    <Container size="md" py="md">
      <PageTitle title="Settings" />
      <Title order={1} fz={28} mb="sm">
        Settings
      </Title>
      <Text c="dimmed">Settings will be available here soon.</Text>
    </Container>
  );
}

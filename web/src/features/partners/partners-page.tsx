import { Container, Grid, List, Paper, Stack, Text, Title } from '@mantine/core';
import { PageHead } from '../../components/page-head.tsx';
import { PartnerApplicationForm } from './application/partner-application-form.tsx';

/** /partners (spec section 2): transport companies apply to drive with Vozimo. */
export function PartnersPage() {
  return (
    <Container size="lg" py={{ base: 40, sm: 64 }}>
      <PageHead
        title="Become a partner"
        description="Transport companies in Croatia and Slovenia: apply to drive with Vozimo and receive private transfers and day trips for your drivers."
      />
      <Grid gap={{ base: 'xl', md: 48 }}>
        <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          <Title order={1}>Become a partner</Title>
          <Text size="lg" c="dimmed">
            Run a transport company with professional drivers and modern vehicles? Drive with us.
          </Text>
          <List spacing="xs">
            <List.Item>Trips offered to your company to claim</List.Item>
            <List.Item>Assign your own drivers and vehicles</List.Item>
            <List.Item>Vehicles under ten years old, sedans to buses</List.Item>
          </List>
          <Text size="sm" c="dimmed">
            We review every application and reply by e-mail. Your documents are kept private and used only for the
            review.
          </Text>
        </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <PartnerApplicationForm />
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

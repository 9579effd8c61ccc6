import { Accordion, Container, Stack, Text, Title } from '@mantine/core';
import { PageHead } from '../../../components/page-head.tsx';
import { customTripLink, FAQ_GROUPS } from './faq-content.tsx';

/** Id of a group's heading, which names its accordion for assistive technology. */
const groupHeadingId = (title: string) => `faq-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;

/** /faq (spec section 2): one accordion per group. */
export function FaqPage() {
  return (
    <Container size="md" py={{ base: 40, sm: 64 }}>
      <PageHead
        title="Frequently asked questions"
        description="Luggage, child seats, flight delays, payment, changes and cancellations: answers about private transfers and day trips with Vozimo."
      />
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>Frequently asked questions</Title>
          <Text size="lg" c="dimmed">
            Everything about travelling with Vozimo. Have something special in mind? You can {customTripLink}.
          </Text>
        </Stack>

        {FAQ_GROUPS.map((group) => (
          <Stack key={group.title} gap="sm" component="section" aria-labelledby={groupHeadingId(group.title)}>
            <Title order={2} fz={{ base: 22, sm: 26 }} id={groupHeadingId(group.title)}>
              {group.title}
            </Title>
            <Accordion variant="separated" radius="md" chevronPosition="right">
              {group.items.map((item) => (
                <Accordion.Item key={item.question} value={item.question}>
                  <Accordion.Control>
                    <Text fw={600} component="span">
                      {item.question}
                    </Text>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Text>{item.answer}</Text>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}

import { Accordion, Stack, Title } from '@mantine/core';
import { PageTitle } from '../../components/page-title.tsx';
import { BookingStatesDiagram } from './booking-states-diagram.tsx';
import { DOCS_FAQ } from './docs-faq.ts';

/** /app/docs (staff): how a booking moves through its states, and answers to common questions. */
export function DocsPage() {
  return (
    <Stack gap="xl" maw={1100} mx="auto">
      <PageTitle title="Docs" />
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Docs
      </Title>
      <Stack gap="sm">
        <Title order={2} fz="xl">
          Booking states
        </Title>
        <BookingStatesDiagram />
      </Stack>
      <Stack gap="sm">
        <Title order={2} fz="xl">
          FAQ
        </Title>
        <Accordion variant="separated">
          {DOCS_FAQ.map((item, index) => (
            // The value becomes part of element ids, so it must be a plain token, not the question.
            <Accordion.Item key={item.question} value={`faq-${index}`}>
              <Accordion.Control>{item.question}</Accordion.Control>
              <Accordion.Panel>{item.answer}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </Stack>
  );
}

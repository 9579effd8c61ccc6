import { Anchor, Code, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHead } from '../../../components/page-head.tsx';
import { COMPANY } from '@vozimo/contract';

export const PRIVACY_EFFECTIVE_DATE = '2024-03-01';

/** What the product stores in the browser; kept in step with the server (sessions, CSRF) and the web app. */
const BROWSER_STORAGE = [
  {
    name: 'sessionid',
    kind: 'Cookie',
    purpose: 'Keeps you signed in. It holds a random code, not your details, and cannot be read by scripts.',
    lifetime: 'until you close the browser, or 30 days with "Remember me"; deleted when you sign out.',
  },
  {
    name: 'csrftoken',
    kind: 'Cookie',
    purpose: 'Protects forms against cross-site request forgery: every change you send must carry it.',
    lifetime: 'one year.',
  },
  {
    name: 'role',
    kind: 'Local storage',
    purpose: 'Remembers whether you last used the app as an agent or as a driver.',
    lifetime: 'until you clear it.',
  },
  {
    name: 'vozimo-color-scheme',
    kind: 'Local storage',
    purpose: 'Remembers your light or dark colour scheme.',
    lifetime: 'until you clear it.',
  },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <Title order={2} fz={{ base: 22, sm: 26 }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** /privacy (spec section 2): effective 2024-03-01, six sections. */
export function PrivacyPage() {
  return (
    <Container size="md" py={{ base: 40, sm: 64 }}>
      <PageHead
        title="Privacy policy"
        description="How Vozimo collects, uses and protects your information: bookings, cookies, card payments, security and how to contact us."
      />
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>Privacy policy</Title>
          <Text c="dimmed">Effective date: {PRIVACY_EFFECTIVE_DATE}</Text>
          <Text>
            {COMPANY.legalName} ("Vozimo", "we") arranges private transfers and day trips in Croatia and Slovenia. This
            policy explains what information we collect when you use this website, book or take a trip, or apply as a
            partner, and what we do with it.
          </Text>
        </Stack>

        <Section title="Routine information collection">
          <Text>
            Like most websites, our servers record basic technical information about each request: your IP address,
            browser type, the page requested and the time. We use it to keep the service running, to detect abuse
            (for example repeated failed sign-ins) and to fix problems, and we delete it after a limited period.
          </Text>
          <Text>We also keep the information you or your travel agent give us to arrange a trip:</Text>
          <List spacing={4}>
            <List.Item>the passenger's name, e-mail address and phone number;</List.Item>
            <List.Item>pickup and drop-off places, date and time, number of passengers, flight number, notes, child seat needs and the children's ages;</List.Item>
            <List.Item>for agents, drivers and staff: name, e-mail address, username and the time of the last sign-in;</List.Item>
            <List.Item>for transport companies applying as partners: company details, contact details and the documents uploaded with the application.</List.Item>
          </List>
          <Text>
            We use this information only to quote, book and carry out trips, to send booking e-mails, to pay drivers and
            agencies, and to meet our legal and accounting duties. The driver assigned to your trip sees the details
            needed to pick you up. We do not sell your information.
          </Text>
        </Section>

        <Section title="Cookies">
          <Text>
            We use only the cookies and browser storage the service needs to work. There are no advertising or
            tracking cookies.
          </Text>
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {BROWSER_STORAGE.map((item) => (
              <Paper key={item.name} component="li" withBorder radius="md" p="md">
                <Text fw={600}>
                  <Code fz="sm">{item.name}</Code> · {item.kind}
                </Text>
                <Text mt={4}>{item.purpose}</Text>
                <Text mt={4} size="sm" c="dimmed">
                  Kept for: {item.lifetime}
                </Text>
              </Paper>
            ))}
          </Stack>
          <Text>
            When you pay a deposit, the card payment form is provided by our card payment provider, which may set its
            own cookies to prevent fraud.
          </Text>
        </Section>

        <Section title="Third-party links">
          <Text>
            Card payments are handled by our card payment provider. Your card number goes directly to the provider: we
            never see or store it, and we keep only the payment's status and amount.
          </Text>
          <Text>
            Maps are drawn with map tiles from OpenStreetMap, and our pages link to our social network pages. These
            services are run by others under their own privacy policies, which we encourage you to read; we are not
            responsible for their content or practices.
          </Text>
        </Section>

        <Section title="Security">
          <Text>
            The website is served over an encrypted connection. Passwords are stored only as strong one-way hashes,
            sessions are kept on our servers and end when you sign out, and every request is checked against the
            permissions of the person making it. Documents uploaded by partners are stored privately and are never
            published on the website. No method of transmission or storage is completely secure, but we work to
            protect your information and review our measures regularly.
          </Text>
        </Section>

        <Section title="Changes">
          <Text>
            We may update this policy when the service or the law changes. The effective date at the top shows when it
            last changed; for significant changes we will also inform account holders by e-mail before they take
            effect.
          </Text>
        </Section>

        <Section title="Contact">
          <Text>
            For questions about this policy, or to see, correct or delete the information we hold about you, write to{' '}
            <Anchor href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</Anchor> or to {COMPANY.addressLines.join(', ')}.
          </Text>
        </Section>
      </Stack>
    </Container>
  );
}

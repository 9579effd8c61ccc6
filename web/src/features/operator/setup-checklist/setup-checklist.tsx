import { Anchor, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { SetupStep } from '@vozimo/contract';
import { Link } from 'react-router';
import { setupChecklistQueryOptions } from '../../../api/operator/setup-checklist-queries.ts';
import { LoadFailedAlert } from '../../../components/query-states.tsx';

/** Each step in words, and the screen where it is fixed. */
const STEP_TEXT: Record<SetupStep, { label: string; why: string; to: string }> = {
  bank_details: {
    label: 'Add your bank account',
    why: 'Agents pay deposits into it by bank transfer; until then bank transfers are refused.',
    to: '/admin/money',
  },
  business_details: {
    label: 'Enter your business details',
    why: 'Your legal name, address and VAT number sign every e-mail and name the holder of your bank account.',
    to: '/admin/business',
  },
  agency: {
    label: 'Add an agency',
    why: 'Agents book trips for an agency; invite its first agent from its row.',
    to: '/admin/agencies',
  },
  driver_company: {
    label: 'Add or approve a driver company',
    why: 'Only an approved company sees the trips offered to drivers and can claim them.',
    to: '/admin/companies',
  },
};

/**
 * The back office's setup checklist (ADR 0055): at the top of its first screen while the business
 * lacks anything it needs, each step linked to the screen that sets it; gone once all are done.
 * Nothing shows while it loads, so a set-up business never sees it flash.
 */
export function SetupChecklist() {
  const checklist = useQuery(setupChecklistQueryOptions());
  if (checklist.isError) return <LoadFailedAlert title={null}>There was an error loading the setup checklist.</LoadFailedAlert>;
  if (!checklist.data || checklist.data.complete) return null;
  const { steps } = checklist.data;
  const done = steps.filter((s) => s.done).length;

  return (
    <Paper component="section" aria-labelledby="setup-checklist-title" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} bg="var(--mantine-color-yellow-light)">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title id="setup-checklist-title" order={2} fz="lg">
            Finish setting up your business
          </Title>
          <Text size="sm">
            {done} of {steps.length} done. Agents can book and pay, and drivers can claim trips, once every step is done.
          </Text>
        </Stack>
        <List spacing="sm" center={false} listStyleType="none">
          {steps.map(({ step, done: isDone }) => {
            const text = STEP_TEXT[step];
            return (
              <List.Item
                key={step}
                icon={
                  isDone ? (
                    <ThemeIcon size={22} radius="xl" color="green.8" aria-hidden>
                      <IconCheck size={14} />
                    </ThemeIcon>
                  ) : (
                    <IconCircleDashed size={22} color="var(--mantine-color-yellow-9)" aria-hidden />
                  )
                }
              >
                {isDone ? (
                  <Text>{text.label}: done</Text>
                ) : (
                  <Anchor component={Link} to={text.to} fw={600}>
                    {text.label}
                  </Anchor>
                )}
                {!isDone && <Text size="sm">{text.why}</Text>}
              </List.Item>
            );
          })}
        </List>
      </Stack>
    </Paper>
  );
}

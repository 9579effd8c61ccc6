import { Anchor, Badge, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFileText } from '@tabler/icons-react';
import { formatDate, type FleetDocument } from '@vozimo/contract';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { showSuccessToast } from '../../../components/back-office/success-toast.ts';
import { documentStatusText } from '../records/document-statuses.tsx';
import { RecordBadges } from '../records/record-badges.tsx';

export const APPROVALS_PATH = '/admin/approvals';

const STATUS_COLOR: Record<FleetDocument['status'], string> = { missing: 'gray', expired: 'red', expiring: 'yellow', valid: 'green' };
const STATUS_WORD: Record<FleetDocument['status'], string> = { missing: 'Missing', expired: 'Expired', expiring: 'Expiring', valid: 'Valid' };

/** What a queue row's link hands its review page: the queue's own query (tab, search and page). */
export interface ApprovalsReturn {
  approvalsSearch: string;
}

/**
 * The queue a review goes back to: the tab of its kind, at the search and page it was opened from
 * when it was opened from there, so staff working through drivers stay on Drivers after a decision.
 */
function useQueuePath(kind: 'drivers' | 'vehicles'): string {
  const from = (useLocation().state as Partial<ApprovalsReturn> | null)?.approvalsSearch;
  const sameTab = from !== undefined && new URLSearchParams(from).get('queue') === kind;
  return sameTab ? `${APPROVALS_PATH}${from}` : `${APPROVALS_PATH}?queue=${kind}`;
}

/** The way back to the queue, above every review page. */
export function BackToApprovals({ kind }: { kind: 'drivers' | 'vehicles' }) {
  return (
    <Anchor component={Link} to={useQueuePath(kind)} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={16} aria-hidden /> Approvals
      </Group>
    </Anchor>
  );
}

/** The review page's title line: the record's name, its state, and who it belongs to. */
export function ReviewHeading({ title, company, record }: { title: string; company: string; record: { is_approved: boolean; is_active: boolean; rejection_reason: string | null } }) {
  return (
    <Stack gap={4}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{company}</Text>
      <RecordBadges {...record} />
    </Stack>
  );
}

/** Label and value rows of a record's details. */
export function DetailRows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Stack gap={6}>
      {rows.map(([label, value]) => (
        <Group key={label} gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" c="dimmed" w={130} style={{ flexShrink: 0 }}>
            {label}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {value === '' || value === null ? '—' : value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** One document: its status and last valid day, and a link to open it (the fleet's authorised file route). */
export function DocumentCard({ document }: { document: FleetDocument }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{document.label}</Text>
          <Badge color={STATUS_COLOR[document.status]} variant={document.status === 'missing' ? 'outline' : 'light'}>
            {STATUS_WORD[document.status]}
          </Badge>
        </Group>
        <Text size="sm">{document.expires_on ? `Valid until ${formatDate(document.expires_on)}` : 'Not on file'}</Text>
        <Text size="xs" c="dimmed">
          {documentStatusText(document)}
        </Text>
        {document.url && (
          <Anchor href={document.url} target="_blank" rel="noopener" size="sm">
            <Group gap={4}>
              <IconFileText size={16} aria-hidden /> Open {document.label.toLowerCase()}
            </Group>
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

/** Photos in a grid, each opening full size in a new tab. */
export function PhotoGrid({ photos }: { photos: { src: string; alt: string }[] }) {
  if (photos.length === 0) return <Text c="dimmed">No photos.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {photos.map((photo) => (
        <Anchor key={photo.src} href={photo.src} target="_blank" rel="noopener">
          <Image src={photo.src} alt={photo.alt} radius="md" h={180} fit="cover" />
        </Anchor>
      ))}
    </SimpleGrid>
  );
}

/**
 * After staff decide: a toast, and back to the queue's tab of this kind (its counts refresh through
 * the fleet keys). A refusal (another staff member decided first: 409) stays in the decision's
 * dialog with the server's words, over the record read again.
 */
export function useAfterDecision(kind: 'drivers' | 'vehicles') {
  const navigate = useNavigate();
  const queuePath = useQueuePath(kind);
  return {
    onDecided: (message: string) => {
      showSuccessToast(message);
      void navigate(queuePath);
    },
  };
}

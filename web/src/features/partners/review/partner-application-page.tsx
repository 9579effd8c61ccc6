import { Alert, Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatInstant, PARTNER_FILE_FIELDS, PARTNER_FILE_LABELS, type PartnerApplicationDetail } from '@vozimo/contract';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { partnerApplicationQueryOptions } from '../../../api/partners/partner-review-queries.ts';
import { useApprovePartnerApplication, useRejectPartnerApplication } from '../../../api/partners/use-partner-review-mutations.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { LoadFailedAlert, QueryLoader } from '../../../components/query-states.tsx';
import { ReviewDecision } from '../../../components/review-decision.tsx';

const APPROVALS_PATH = '/admin/approvals';
const STATUS: Record<PartnerApplicationDetail['status'], { label: string; color: string }> = {
  pending: { label: 'Waiting for approval', color: 'yellow' },
  approved: { label: 'Approved', color: 'green' },
  rejected: { label: 'Rejected', color: 'red' },
};

const kb = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Stack gap={6}>
      {rows.map(([label, value]) => (
        <Group key={label} gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" c="dimmed" w={150} style={{ flexShrink: 0 }}>
            {label}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {value === '' ? '—' : value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * /admin/approvals/partners/:applicationId: a company's application to become a partner, its
 * documents (downloaded through the staff-only file route), and staff's decision. Approving makes
 * the driver company and e-mails the applicant an invitation to run it; rejecting e-mails the reason.
 */
export function PartnerApplicationPage() {
  const applicationId = Number(useParams().applicationId);
  const navigate = useNavigate();
  const query = useQuery({ ...partnerApplicationQueryOptions(applicationId), enabled: Number.isInteger(applicationId) && applicationId > 0 });
  const approve = useApprovePartnerApplication();
  const reject = useRejectPartnerApplication();

  if (query.isPending) return <QueryLoader label="Loading the application" />;
  if (query.isError) return <LoadFailedAlert>{query.error.message}</LoadFailedAlert>;
  const application = query.data;
  const status = STATUS[application.status];
  const decided = (message: string) => {
    notifications.show({ color: 'green', message });
    void navigate(APPROVALS_PATH);
  };
  const files = new Map(application.files.map((file) => [file.kind, file]));

  return (
    <Stack gap="lg">
      <PageTitle title={`Application of ${application.company_name}`} />
      <Anchor component={Link} to={APPROVALS_PATH} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden /> Approvals
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {application.company_name}
          </Title>
          <Text c="dimmed">Partner application of {formatInstant(application.created_at)}</Text>
          <Badge color={status.color} variant="light" radius="sm">
            {status.label}
          </Badge>
        </Stack>
        {/* Kept while decided: a refused decision's dialog stays open over the decision that came first. */}
        <ReviewDecision
          subject={application.company_name}
          approveNote={`The company is created, ${application.legal_representative} is added as its first driver, and ${application.email} is e-mailed an invitation to open its driver admin account.`}
          reasonNote="It is e-mailed to the applicant."
          busy={approve.isPending || reject.isPending}
          decidable={application.status === 'pending'}
          onApprove={() =>
            approve.mutateAsync(applicationId).then(() => decided(`${application.company_name} approved. The invitation was e-mailed to ${application.email}.`))
          }
          onReject={(body) => reject.mutateAsync({ id: applicationId, body }).then(() => decided(`${application.company_name} rejected. The reason was e-mailed.`))}
        />
      </Group>
      {application.status !== 'pending' && (
        <Alert color={status.color} title={status.label}>
          <Stack gap={4}>
            <Text size="sm">
              {application.reviewed_by || 'Staff'}
              {application.reviewed_at ? `, ${formatInstant(application.reviewed_at)}` : ''}
            </Text>
            {application.rejection_reason && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                Reason: {application.rejection_reason}
              </Text>
            )}
          </Stack>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              Company
            </Title>
            <Rows
              rows={[
                ['Company name', application.company_name],
                ['Address', application.address],
                ['VAT', application.vat],
                ['Country', application.country],
                ['Hometown', application.hometown],
                ['Legal representative', application.legal_representative],
                ['E-mail', <Anchor key="email" href={`mailto:${application.email}`} size="sm">{application.email}</Anchor>],
                ['Phone', application.phone_number],
                ['WhatsApp', application.whatsapp],
              ]}
            />
          </Stack>
        </Card>
        <Stack gap="md">
          <Title order={2} size="h4">
            Documents
          </Title>
          {PARTNER_FILE_FIELDS.map((kind) => {
            const file = files.get(kind);
            return (
              <Card key={kind} withBorder radius="md" padding="md">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2}>
                    <Text fw={600}>{PARTNER_FILE_LABELS[kind]}</Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {file ? `${file.original_name} · ${file.content_type === 'application/pdf' ? 'PDF' : 'Image'} · ${kb(file.size_bytes)}` : 'Not sent'}
                    </Text>
                  </Stack>
                  {file && (
                    <Anchor href={file.url} download size="sm" aria-label={`Download ${PARTNER_FILE_LABELS[kind]}`}>
                      <Group gap={4} wrap="nowrap">
                        <IconDownload size={16} aria-hidden /> Download
                      </Group>
                    </Anchor>
                  )}
                </Group>
              </Card>
            );
          })}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

import { Card, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { formatInstant, type FleetDocument } from '@vozimo/contract';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useFleetDecision } from '../../../api/fleet/fleet-approvals-queries.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { LoadFailedAlert, QueryLoader } from '../../../components/query-states.tsx';
import { ReviewDecision } from '../../../components/review-decision.tsx';
import { BackToApprovals, DetailRows, DocumentCard, ReviewHeading, useAfterDecision } from './review-parts.tsx';

/** What a driver's and a vehicle's review both answer. */
interface ReviewedRecord {
  version: number;
  company__company_name: string;
  is_approved: boolean;
  is_active: boolean;
  rejection_reason: string | null;
  created_at: string;
  updated_at: string;
  reviewed_at: string | null;
  documents: FleetDocument[];
}

/** The words and details that tell one kind of record's review from the other's. */
export interface ReviewedRecordView {
  /** The browser tab's title. */
  pageTitle: string;
  heading: string;
  /** How the decision's dialogs and toasts name the record. */
  subject: string;
  approveNote: string;
  reasonNote: string;
  /** The record's own detail rows; its dates follow them. */
  rows: [string, ReactNode][];
  /** Shown in the details card above the rows (the driver's photo) and below them (the vehicle's photos). */
  aboveRows?: ReactNode;
  belowRows?: ReactNode;
}

interface FleetReviewPageProps<Review extends ReviewedRecord, Key extends QueryKey> {
  kind: 'drivers' | 'vehicles';
  /** The route's parameter with the record's id: 'driverId'. */
  idParam: string;
  reviewQuery: (id: number) => UseQueryOptions<Review, Error, Review, Key>;
  loadingLabel: string;
  view: (record: Review) => ReviewedRecordView;
}

/** One fleet record's review page: its details and documents, and staff's decision on it. */
export function FleetReviewPage<Review extends ReviewedRecord, Key extends QueryKey>({ kind, idParam, reviewQuery, loadingLabel, view }: FleetReviewPageProps<Review, Key>) {
  const id = Number(useParams()[idParam]);
  const query = useQuery({ ...reviewQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const decision = useFleetDecision(kind);
  const after = useAfterDecision(kind);

  if (query.isPending) return <QueryLoader label={loadingLabel} />;
  if (query.isError) return <LoadFailedAlert>{query.error.message}</LoadFailedAlert>;
  const record = query.data;
  const shown = view(record);

  return (
    <Stack gap="lg">
      <PageTitle title={shown.pageTitle} />
      <BackToApprovals kind={kind} />
      <Group justify="space-between" align="flex-start">
        <ReviewHeading title={shown.heading} company={record.company__company_name} record={record} />
        <ReviewDecision
          subject={shown.subject}
          approveNote={shown.approveNote}
          reasonNote={shown.reasonNote}
          busy={decision.isPending}
          onApprove={() => decision.mutateAsync({ id, version: record.version }).then(() => after.onDecided(`${shown.subject} approved.`))}
          onReject={(reject) => decision.mutateAsync({ id, version: record.version, reject }).then(() => after.onDecided(`${shown.subject} rejected.`))}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              Details
            </Title>
            {shown.aboveRows}
            <DetailRows
              rows={[
                ...shown.rows,
                ['Added', formatInstant(record.created_at)],
                ['Last changed', formatInstant(record.updated_at)],
                ['Last decided', record.reviewed_at ? formatInstant(record.reviewed_at) : ''],
              ]}
            />
            {shown.belowRows}
          </Stack>
        </Card>
        <Stack gap="md">
          <Title order={2} size="h4">
            Documents
          </Title>
          {record.documents.map((document) => (
            <DocumentCard key={document.kind} document={document} />
          ))}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

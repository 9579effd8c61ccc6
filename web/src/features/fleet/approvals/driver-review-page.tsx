import { Card, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatInstant } from '@vozimo/contract';
import { useParams } from 'react-router';
import { driverReviewQueryOptions, useFleetDecision } from '../../../api/fleet/fleet-approvals-queries.ts';
import { DriverPhoto } from '../../../components/driver-photo.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { LoadFailedAlert, QueryLoader } from '../../../components/query-states.tsx';
import { ReviewDecision } from '../../../components/review-decision.tsx';
import { BackToApprovals, DetailRows, DocumentCard, ReviewHeading, useAfterDecision } from './review-parts.tsx';

/** /admin/approvals/drivers/:driverId: one driver's details, photo and documents, and staff's decision. */
export function DriverReviewPage() {
  const driverId = Number(useParams().driverId);
  const query = useQuery({ ...driverReviewQueryOptions(driverId), enabled: Number.isInteger(driverId) && driverId > 0 });
  const decision = useFleetDecision('drivers');
  const after = useAfterDecision();

  if (query.isPending) return <QueryLoader label="Loading the driver" />;
  if (query.isError) return <LoadFailedAlert>{query.error.message}</LoadFailedAlert>;
  const driver = query.data;

  return (
    <Stack gap="lg">
      <PageTitle title={`Driver ${driver.driver_name}`} />
      <BackToApprovals />
      <Group justify="space-between" align="flex-start">
        <ReviewHeading title={driver.driver_name} company={driver.company__company_name} record={driver} />
        <ReviewDecision
          subject={driver.driver_name}
          approveNote={`${driver.driver_name} can be given trips from now on (unless a document expires).`}
          reasonNote="The company sees it on its Drivers screen; editing the driver puts it back in the queue."
          busy={decision.isPending}
          onApprove={() => decision.mutateAsync({ id: driverId, version: driver.version }).then(() => after.onDecided(`${driver.driver_name} approved.`))}
          onReject={(reject) =>
            decision.mutateAsync({ id: driverId, version: driver.version, reject }).then(() => after.onDecided(`${driver.driver_name} rejected.`))
          }
        />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              Details
            </Title>
            <DriverPhoto src={driver.driver_photo} name={driver.driver_name} />
            <DetailRows
              rows={[
                ['E-mail', driver.email],
                ['Phone', driver.phone],
                ['WhatsApp', driver.whatsapp],
                ['Hometown', driver.hometown],
                ['Added', formatInstant(driver.created_at)],
                ['Last changed', formatInstant(driver.updated_at)],
                ['Last decided', driver.reviewed_at ? formatInstant(driver.reviewed_at) : ''],
              ]}
            />
          </Stack>
        </Card>
        <Stack gap="md">
          <Title order={2} size="h4">
            Documents
          </Title>
          {driver.documents.map((document) => (
            <DocumentCard key={document.kind} document={document} />
          ))}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

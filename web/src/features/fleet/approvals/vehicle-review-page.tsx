import { Card, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatInstant } from '@vozimo/contract';
import { useParams } from 'react-router';
import { useFleetDecision, vehicleReviewQueryOptions } from '../../../api/fleet/fleet-approvals-queries.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { LoadFailedAlert, QueryLoader } from '../../../components/query-states.tsx';
import { ReviewDecision } from '../../../components/review-decision.tsx';
import { BackToApprovals, DetailRows, DocumentCard, PhotoGrid, ReviewHeading, useAfterDecision } from './review-parts.tsx';

/** /admin/approvals/vehicles/:vehicleId: one vehicle's details, photos and papers, and staff's decision. */
export function VehicleReviewPage() {
  const vehicleId = Number(useParams().vehicleId);
  const query = useQuery({ ...vehicleReviewQueryOptions(vehicleId), enabled: Number.isInteger(vehicleId) && vehicleId > 0 });
  const decision = useFleetDecision('vehicles');
  const after = useAfterDecision();

  if (query.isPending) return <QueryLoader label="Loading the vehicle" />;
  if (query.isError) return <LoadFailedAlert>{query.error.message}</LoadFailedAlert>;
  const vehicle = query.data;
  const name = `${vehicle.vehicle_make} ${vehicle.vehicle_model}`;
  const photos = [vehicle.photo_1, vehicle.photo_2, vehicle.photo_3, vehicle.photo_4].flatMap((src, i) => (src ? [{ src, alt: `${name}, photo ${i + 1}` }] : []));

  return (
    <Stack gap="lg">
      <PageTitle title={`Vehicle ${vehicle.license_plate}`} />
      <BackToApprovals />
      <Group justify="space-between" align="flex-start">
        <ReviewHeading title={`${vehicle.license_plate} · ${name}`} company={vehicle.company__company_name} record={vehicle} />
        <ReviewDecision
          subject={vehicle.license_plate}
          approveNote={`${name} (${vehicle.license_plate}) can be given trips from now on (unless a document expires).`}
          reasonNote="The company sees it on its Vehicles screen; editing the vehicle puts it back in the queue."
          busy={decision.isPending}
          onApprove={() => decision.mutateAsync({ id: vehicleId, version: vehicle.version }).then(() => after.onDecided(`${vehicle.license_plate} approved.`))}
          onReject={(reject) =>
            decision.mutateAsync({ id: vehicleId, version: vehicle.version, reject }).then(() => after.onDecided(`${vehicle.license_plate} rejected.`))
          }
        />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              Details
            </Title>
            <DetailRows
              rows={[
                ['Vehicle type', vehicle.vehicle_type__vehicle_type_name],
                ['Make and model', name],
                ['Licence plate', vehicle.license_plate],
                ['Colour', vehicle.color],
                ['Year', vehicle.production_year === null ? '' : String(vehicle.production_year)],
                ['Added', formatInstant(vehicle.created_at)],
                ['Last changed', formatInstant(vehicle.updated_at)],
                ['Last decided', vehicle.reviewed_at ? formatInstant(vehicle.reviewed_at) : ''],
              ]}
            />
            <Title order={2} size="h4">
              Photos
            </Title>
            <PhotoGrid photos={photos} />
          </Stack>
        </Card>
        <Stack gap="md">
          <Title order={2} size="h4">
            Documents
          </Title>
          {vehicle.documents.map((document) => (
            <DocumentCard key={document.kind} document={document} />
          ))}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

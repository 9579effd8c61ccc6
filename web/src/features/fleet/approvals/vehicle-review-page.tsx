import { Title } from '@mantine/core';
import { vehicleReviewQueryOptions } from '../../../api/fleet/fleet-approvals-queries.ts';
import { FleetReviewPage } from './fleet-review-page.tsx';
import { PhotoGrid } from './review-parts.tsx';

/** /admin/approvals/vehicles/:vehicleId: one vehicle's details, photos and papers, and staff's decision. */
export function VehicleReviewPage() {
  return (
    <FleetReviewPage
      kind="vehicles"
      idParam="vehicleId"
      reviewQuery={vehicleReviewQueryOptions}
      loadingLabel="Loading the vehicle"
      view={(vehicle) => {
        const name = `${vehicle.vehicle_make} ${vehicle.vehicle_model}`;
        const photos = [vehicle.photo_1, vehicle.photo_2, vehicle.photo_3, vehicle.photo_4].flatMap((src, i) => (src ? [{ src, alt: `${name}, photo ${i + 1}` }] : []));
        return {
          pageTitle: `Vehicle ${vehicle.license_plate}`,
          heading: `${vehicle.license_plate} · ${name}`,
          subject: vehicle.license_plate,
          approveNote: `${name} (${vehicle.license_plate}) can be given trips from now on (unless a document expires).`,
          reasonNote: 'The company sees it on its Vehicles screen; editing the vehicle puts it back in the queue.',
          rows: [
            ['Vehicle type', vehicle.vehicle_type__vehicle_type_name],
            ['Make and model', name],
            ['Licence plate', vehicle.license_plate],
            ['Colour', vehicle.color],
            ['Year', vehicle.production_year === null ? '' : String(vehicle.production_year)],
          ],
          belowRows: (
            <>
              <Title order={2} size="h4">
                Photos
              </Title>
              <PhotoGrid photos={photos} />
            </>
          ),
        };
      }}
    />
  );
}

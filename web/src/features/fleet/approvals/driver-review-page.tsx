import { driverReviewQueryOptions } from '../../../api/fleet/fleet-approvals-queries.ts';
import { DriverPhoto } from '../../../components/driver-photo.tsx';
import { FleetReviewPage } from './fleet-review-page.tsx';

/** /admin/approvals/drivers/:driverId: one driver's details, photo and documents, and staff's decision. */
export function DriverReviewPage() {
  return (
    <FleetReviewPage
      kind="drivers"
      idParam="driverId"
      reviewQuery={driverReviewQueryOptions}
      loadingLabel="Loading the driver"
      view={(driver) => ({
        pageTitle: `Driver ${driver.driver_name}`,
        heading: driver.driver_name,
        subject: driver.driver_name,
        approveNote: `${driver.driver_name} can be given trips from now on (unless a document expires).`,
        reasonNote: 'The company sees it on its Drivers screen; editing the driver puts it back in the queue.',
        aboveRows: <DriverPhoto src={driver.driver_photo} name={driver.driver_name} />,
        rows: [
          ['E-mail', driver.email],
          ['Phone', driver.phone],
          ['WhatsApp', driver.whatsapp],
          ['Hometown', driver.hometown],
        ],
      })}
    />
  );
}

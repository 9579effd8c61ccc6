import { Text } from '@mantine/core';
import { RecordCards } from '../records/record-cards.tsx';
import { VehicleThumbnail } from './vehicle-thumbnail.tsx';
import { vehicleName, type VehicleRowsProps } from './vehicles-table.tsx';

/** The vehicles on a phone, one card each, with what the table shows. */
export function VehicleCards({ vehicles, showCompany, actions }: VehicleRowsProps) {
  return (
    <RecordCards
      label="Vehicles"
      rows={vehicles}
      rowKey={(vehicle) => vehicle.vehicle_id}
      cardTestId="vehicle-card"
      picture={(vehicle) => <VehicleThumbnail photo={vehicle.photo_1} name={vehicleName(vehicle)} width={96} />}
      heading={(vehicle) => (
        <>
          <Text fw={600}>
            {vehicle.vehicle_make} {vehicle.vehicle_model}
          </Text>
          <Text size="sm" ff="monospace">
            {vehicle.license_plate}
          </Text>
        </>
      )}
      body={(vehicle) => (
        <>
          <Text size="sm">
            {[vehicle.color, vehicle.vehicle_type__vehicle_type_name, vehicle.production_year].filter((part) => part !== null && part !== '').join(' · ')}
          </Text>
          {showCompany && <Text size="sm">Company: {vehicle.company__company_name}</Text>}
        </>
      )}
      actions={actions}
    />
  );
}

import { ScrollArea, Table } from '@mantine/core';
import type { VehicleListItem } from '@vozimo/contract';
import type { ReactNode } from 'react';
import { RecordStatusCell } from '../records/record-badges.tsx';
import { VehicleThumbnail } from './vehicle-thumbnail.tsx';

export interface VehicleRowsProps {
  vehicles: VehicleListItem[];
  /** Staff see whose vehicle each is. */
  showCompany: boolean;
  /** Edit and Deactivate, for those who manage the vehicles. */
  actions?: (vehicle: VehicleListItem) => ReactNode;
}

/** What names a vehicle in buttons and pictures: 'Mercedes-Benz Vito ZG-1234-AB'. */
export const vehicleName = (vehicle: VehicleListItem) => `${vehicle.vehicle_make} ${vehicle.vehicle_model} ${vehicle.license_plate}`;

/** The Vehicles table (spec section 2) with our photo, type, year, documents and, for staff, company columns. */
export function VehiclesTable({ vehicles, showCompany, actions }: VehicleRowsProps) {
  return (
    <ScrollArea type="auto">
      <Table miw={1000} striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Photo</Table.Th>
            <Table.Th>Make</Table.Th>
            <Table.Th>Model</Table.Th>
            <Table.Th>License plate</Table.Th>
            <Table.Th>Color</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Year</Table.Th>
            <Table.Th>Approval and documents</Table.Th>
            {showCompany && <Table.Th>Company</Table.Th>}
            {actions && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {vehicles.map((vehicle) => (
            <Table.Tr key={vehicle.vehicle_id} data-testid="vehicle-row" style={{ opacity: vehicle.is_active ? 1 : 0.75 }}>
              <Table.Td>
                <VehicleThumbnail photo={vehicle.photo_1} name={vehicleName(vehicle)} />
              </Table.Td>
              <Table.Td fw={600}>{vehicle.vehicle_make}</Table.Td>
              <Table.Td>{vehicle.vehicle_model}</Table.Td>
              <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {vehicle.license_plate}
              </Table.Td>
              <Table.Td>{vehicle.color}</Table.Td>
              <Table.Td>{vehicle.vehicle_type__vehicle_type_name}</Table.Td>
              <Table.Td>{vehicle.production_year ?? '—'}</Table.Td>
              <Table.Td>
                <RecordStatusCell is_approved={vehicle.is_approved} is_active={vehicle.is_active} rejection_reason={vehicle.rejection_reason} documents={vehicle.documents} />
              </Table.Td>
              {showCompany && <Table.Td>{vehicle.company__company_name}</Table.Td>}
              {actions && <Table.Td>{actions(vehicle)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

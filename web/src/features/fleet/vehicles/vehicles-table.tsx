import { Table } from '@mantine/core';
import type { VehicleListItem } from '@vozimo/contract';
import type { ReactNode } from 'react';
import { RecordTable } from '../records/record-table.tsx';
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
    <RecordTable
      rows={vehicles}
      rowKey={(vehicle) => vehicle.vehicle_id}
      rowTestId="vehicle-row"
      columns={[{ label: 'Photo' }, { label: 'Make' }, { label: 'Model' }, { label: 'License plate' }, { label: 'Color' }, { label: 'Type' }, { label: 'Year' }]}
      showCompany={showCompany}
      actions={actions}
      cells={(vehicle) => (
        <>
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
        </>
      )}
    />
  );
}

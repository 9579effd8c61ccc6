import { Group, Paper, Stack, Text } from '@mantine/core';
import { DocumentStatuses } from '../records/document-statuses.tsx';
import { RecordBadges } from '../records/record-badges.tsx';
import { VehicleThumbnail } from './vehicle-thumbnail.tsx';
import { vehicleName, type VehicleRowsProps } from './vehicles-table.tsx';

/** The vehicles on a phone, one card each, with what the table shows. */
export function VehicleCards({ vehicles, showCompany, actions }: VehicleRowsProps) {
  return (
    <Stack gap="sm" role="list" aria-label="Vehicles">
      {vehicles.map((vehicle) => (
        <Paper key={vehicle.vehicle_id} withBorder radius="md" p="sm" role="listitem" data-testid="vehicle-card">
          <Stack gap="xs">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <VehicleThumbnail photo={vehicle.photo_1} name={vehicleName(vehicle)} width={96} />
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text fw={600}>
                  {vehicle.vehicle_make} {vehicle.vehicle_model}
                </Text>
                <Text size="sm" ff="monospace">
                  {vehicle.license_plate}
                </Text>
                <RecordBadges is_approved={vehicle.is_approved} is_active={vehicle.is_active} rejection_reason={vehicle.rejection_reason} />
              </Stack>
            </Group>
            <Text size="sm">
              {[vehicle.color, vehicle.vehicle_type__vehicle_type_name, vehicle.production_year].filter((part) => part !== null && part !== '').join(' · ')}
            </Text>
            {showCompany && <Text size="sm">Company: {vehicle.company__company_name}</Text>}
            <DocumentStatuses documents={vehicle.documents} />
            {actions?.(vehicle)}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

import { Button, Modal } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import type { AdHocDriverResponse } from '@vozimo/contract';
import { useCreateAdHocDriver } from '../../../api/fleet/use-create-ad-hoc-driver.ts';
import { AdHocDriverForm } from './ad-hoc-driver-form.tsx';

export const ADD_DRIVER_VEHICLE_TITLE = 'Add New Driver & Vehicle';

export interface AddDriverVehicleButtonProps {
  /** The new driver and vehicle, already on the Driver and Vehicle lists; the trip form selects them. */
  onCreated: (created: { driver_id: number; vehicle_id: number; driver_name: string }) => void;
}

/** Staff's 'Add New Driver & Vehicle' button and modal on the trip form (spec section 2). */
export function AddDriverVehicleButton({ onCreated }: AddDriverVehicleButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const phone = useMediaQuery('(max-width: 36em)');
  const create = useCreateAdHocDriver();

  const handleCreated = (created: AdHocDriverResponse) => {
    close();
    onCreated(created);
  };

  return (
    <>
      <Button variant="light" leftSection={<IconUserPlus size={16} aria-hidden />} onClick={open}>
        {ADD_DRIVER_VEHICLE_TITLE}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={ADD_DRIVER_VEHICLE_TITLE}
        size="lg"
        fullScreen={phone ?? false}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        <AdHocDriverForm create={create} onCreated={handleCreated} onCancel={close} />
      </Modal>
    </>
  );
}

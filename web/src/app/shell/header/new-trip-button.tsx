import { Button, type ButtonProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';

// Mantine's green.9 is a shade too light for white 14px text (WCAG AA needs 4.5:1); this one passes.
const NEW_TRIP_GREEN = '#237a38';

interface NewTripButtonProps extends Pick<ButtonProps, 'fullWidth'> {
  onClick?: () => void;
}

/** The green 'New Trip' call to action of the agent role. */
export function NewTripButton({ fullWidth, onClick }: NewTripButtonProps) {
  return (
    <Button
      component={Link}
      to="/app/new-trip"
      color={NEW_TRIP_GREEN}
      leftSection={<IconPlus size={18} stroke={2.2} aria-hidden />}
      fullWidth={fullWidth}
      onClick={onClick}
    >
      New Trip
    </Button>
  );
}

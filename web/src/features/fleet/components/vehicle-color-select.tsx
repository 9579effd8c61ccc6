import { Select, type SelectProps } from '@mantine/core';
import { VEHICLE_COLORS } from '@vozimo/contract';

type VehicleColorSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  /** '' (or nothing) when none is chosen. */
  value?: string;
  onChange: (color: string) => void;
};

/** The colour of a vehicle, from the spec's list (section 5). */
export function VehicleColorSelect({ value, onChange, ...props }: VehicleColorSelectProps) {
  return (
    <Select
      label="Color"
      withAsterisk
      placeholder="Choose a colour"
      data={VEHICLE_COLORS}
      {...props}
      // null, not '', when none is chosen: Mantine's Select clears its text only for null (after a reset).
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}

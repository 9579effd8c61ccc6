import { IconCar, IconMapPinCheck, IconSteeringWheel } from '@tabler/icons-react';

/** The three selling points of spec section 1. */
export const SELLING_POINTS = [
  {
    icon: IconSteeringWheel,
    title: 'Professional local drivers',
    text: 'Experienced drivers who know the region, available 24/7.',
  },
  {
    icon: IconMapPinCheck,
    title: 'Door-to-door service',
    text: 'Picked up at your hotel, home or airport and taken straight to your destination.',
  },
  {
    icon: IconCar,
    title: 'Clean, modern and comfortable vehicles',
    text: 'Cars under ten years old, from sedans to buses for groups of up to 50.',
  },
] as const;

import {
  IconCar,
  IconChecklist,
  IconCoin,
  IconHistory,
  IconMapPin,
  IconPercentage,
  IconRoute,
  IconTags,
  IconTruck,
  IconUsers,
  IconBuildingStore,
  IconId,
  IconSteeringWheel,
  IconSpeakerphone,
  type Icon,
} from '@tabler/icons-react';

/** One entry of the back office's navigation. */
export interface AdminSection {
  label: string;
  /** Under /admin/. */
  path: string;
  icon: Icon;
}

/**
 * The back office's navigation, grouped the way staff work: the daily queue first, then finding
 * things, then the records and settings that change rarely (docs/decisions/0023-back-office.md).
 */
export const ADMIN_NAVIGATION: { group: string; sections: AdminSection[] }[] = [
  {
    group: 'Daily work',
    sections: [
      { label: 'Approvals', path: 'approvals', icon: IconChecklist },
      { label: 'Trips', path: 'trips', icon: IconRoute },
      { label: 'Money', path: 'money', icon: IconCoin },
      { label: 'Marketplace', path: 'marketplace', icon: IconSpeakerphone },
    ],
  },
  {
    group: 'Partners and people',
    sections: [
      { label: 'Companies', path: 'companies', icon: IconTruck },
      { label: 'Agencies', path: 'agencies', icon: IconBuildingStore },
      { label: 'Users', path: 'users', icon: IconUsers },
    ],
  },
  {
    group: 'Settings and catalogues',
    sections: [
      { label: 'Business details', path: 'business', icon: IconId },
      { label: 'Pricing', path: 'pricing', icon: IconPercentage },
      { label: 'Vehicle types', path: 'vehicle-types', icon: IconCar },
      { label: 'Points of interest', path: 'points-of-interest', icon: IconMapPin },
      { label: 'POI categories', path: 'poi-categories', icon: IconTags },
      { label: 'Round trips', path: 'round-trips', icon: IconSteeringWheel },
    ],
  },
  {
    group: 'Records',
    sections: [{ label: 'Audit log', path: 'audit', icon: IconHistory }],
  },
];

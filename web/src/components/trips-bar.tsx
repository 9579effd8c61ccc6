import { Progress } from '@mantine/core';
import type { TripCounts } from '@vozimo/contract';

/** The bar's parts in the spec's order and colours (section 2): pending yellow, confirmed cyan, completed green, canceled red. */
const PARTS = [
  { key: 'pending_trips', label: 'pending', color: 'yellow.5' },
  { key: 'confirmed_trips', label: 'confirmed', color: 'cyan.5' },
  { key: 'completed_trips', label: 'completed', color: 'green.5' },
  { key: 'canceled_trips', label: 'canceled', color: 'red.5' },
] as const satisfies readonly { key: keyof TripCounts; label: string; color: string }[];

/** The least width of a part, in percent, so that one trip among hundreds still shows its count. */
export const MIN_SHARE = 15;

export interface TripsBarSection {
  label: (typeof PARTS)[number]['label'];
  color: string;
  count: number;
  /** Width in percent; the sections add up to 100. */
  share: number;
}

/** The parts with at least one trip, each as wide as its share but never narrower than MIN_SHARE. */
export function tripsBarSections(counts: TripCounts): TripsBarSection[] {
  const present = PARTS.map((part) => ({ label: part.label, color: part.color, count: counts[part.key] })).filter((part) => part.count > 0);
  const total = present.reduce((sum, part) => sum + part.count, 0);
  if (total === 0) return [];
  const small = present.filter((part) => (part.count / total) * 100 < MIN_SHARE);
  const largeTotal = total - small.reduce((sum, part) => sum + part.count, 0);
  const room = 100 - small.length * MIN_SHARE;
  return present.map((part) => ({
    ...part,
    share: small.includes(part) ? MIN_SHARE : (part.count / largeTotal) * room,
  }));
}

/** What the whole bar says, for a screen reader or a tooltip: '2 pending, 5 completed'. */
export function tripsBarSummary(counts: TripCounts): string {
  return tripsBarSections(counts)
    .map((section) => `${section.count} ${section.label}`)
    .join(', ');
}

/**
 * The stacked Trips bar of the Drivers and Agents screens (spec section 2): one coloured part per
 * status with its count; nothing at all when there are no trips. The counts are dark on the light
 * shades so they stay readable (WCAG AA) in both colour schemes.
 */
export function TripsBar({ counts }: { counts: TripCounts }) {
  const sections = tripsBarSections(counts);
  if (sections.length === 0) return null;
  return (
    <Progress.Root size={20} radius="sm" miw={140} title={`Trips: ${tripsBarSummary(counts)}`}>
      {sections.map((section) => (
        <Progress.Section key={section.label} value={section.share} color={section.color} aria-label={`${section.count} ${section.label}`}>
          <Progress.Label c="dark.9" fz="xs">
            {section.count}
          </Progress.Label>
        </Progress.Section>
      ))}
    </Progress.Root>
  );
}

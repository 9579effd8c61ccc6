import { Anchor, Badge, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { formatDate, type DocumentKind, type FleetDocument } from '@vozimo/contract';
import type { ReactNode } from 'react';

/** What one document's line says: its label and where it stands. */
export function documentStatusText(document: FleetDocument): string {
  const { label, expires_on, days_left } = document;
  switch (document.status) {
    case 'missing':
      return `${label}: not on file`;
    case 'expired':
      return `${label} expired on ${formatDate(expires_on ?? '')}`;
    case 'expiring':
      return days_left === 0 ? `${label} expires today` : `${label} expires in ${days_left === 1 ? '1 day' : `${days_left ?? 0} days`}`;
    case 'valid':
      return `${label} valid until ${formatDate(expires_on ?? '')}`;
  }
}

/**
 * The open trips assigned to the record that are picked up after the document's last day
 * (ADR 0061), or null: the company renews the document or gives those trips someone else.
 */
export function tripsAfterText(document: FleetDocument): string | null {
  const trips = document.trips_after;
  if (trips.length === 0) return null;
  const named = trips.map((trip) => `${trip.reference ?? `trip ${trip.trip_id}`} on ${formatDate(trip.pickup_date)}`).join('; ');
  return `${document.label} ends before ${trips.length === 1 ? '1 assigned trip' : `${trips.length} assigned trips`}: ${named}`;
}

const SHORT_LABEL: Record<DocumentKind, string> = { licence: 'Licence', id: 'ID', registration: 'Registration', insurance: 'Insurance' };

/** The same in a few words, for a table cell: the whole sentence is its tooltip and what a screen reader says. */
export function documentStatusShortText(document: FleetDocument): string {
  const label = SHORT_LABEL[document.kind];
  switch (document.status) {
    case 'missing':
      return `${label} missing`;
    case 'expired':
      return `${label} expired`;
    case 'expiring':
      if (document.days_left === 0) return `${label}: last day`;
      return `${label}: ${document.days_left === 1 ? '1 day' : `${document.days_left ?? 0} days`} left`;
    case 'valid':
      return `${label} valid`;
  }
}

const COLOR: Record<FleetDocument['status'], string> = { missing: 'gray', expired: 'red', expiring: 'yellow', valid: 'green' };

/** Opens the file, when there is one, in a new tab. */
function DocumentLink({ document, children }: { document: FleetDocument; children: ReactNode }) {
  if (!document.url) return <>{children}</>;
  return (
    <Anchor href={document.url} target="_blank" rel="noopener" c="inherit" fz="inherit" underline="always">
      {children}
    </Anchor>
  );
}

/**
 * A record's documents (beyond the spec; ADR 0019): an expired one in red (the driver or vehicle
 * cannot be given trips until it is renewed), one expiring within 30 days in yellow. `compact`:
 * a short badge each, for a table column; otherwise a sentence each, for a card.
 */
export function DocumentStatuses({ documents, compact = false }: { documents: FleetDocument[]; compact?: boolean }) {
  const atRisk = documents.flatMap((document) => {
    const text = tripsAfterText(document);
    return text === null ? [] : [{ kind: document.kind, text, count: document.trips_after.length }];
  });
  if (compact) {
    return (
      <Group gap={4} maw={180}>
        {documents.map((document) => {
          const full = documentStatusText(document);
          return (
            <Tooltip key={document.kind} label={full} withArrow>
              <Badge color={COLOR[document.status]} variant={document.status === 'missing' ? 'outline' : 'light'} radius="sm" tt="none" miw="max-content">
                <DocumentLink document={document}>
                  <span aria-hidden>{documentStatusShortText(document)}</span>
                  <VisuallyHidden>{full}</VisuallyHidden>
                </DocumentLink>
              </Badge>
            </Tooltip>
          );
        })}
        {atRisk.map((risk) => (
          <Tooltip key={`${risk.kind}-trips`} label={risk.text} withArrow multiline maw={320}>
            <Badge color="red" variant="light" radius="sm" tt="none" miw="max-content">
              <span aria-hidden>{risk.count === 1 ? '1 trip after it ends' : `${risk.count} trips after it ends`}</span>
              <VisuallyHidden>{risk.text}</VisuallyHidden>
            </Badge>
          </Tooltip>
        ))}
      </Group>
    );
  }
  return (
    <Stack gap={4} align="flex-start">
      {documents.map((document) => {
        const text = documentStatusText(document);
        if (document.status === 'expired' || document.status === 'expiring') {
          return (
            <Badge key={document.kind} color={COLOR[document.status]} variant="light" radius="sm" miw="max-content" tt="none">
              <DocumentLink document={document}>{text}</DocumentLink>
            </Badge>
          );
        }
        return (
          <Text key={document.kind} size="xs" c="dimmed">
            <DocumentLink document={document}>{text}</DocumentLink>
          </Text>
        );
      })}
      {atRisk.map((risk) => (
        <Text key={`${risk.kind}-trips`} size="xs" c="red.9" fw={600}>
          {risk.text}
        </Text>
      ))}
    </Stack>
  );
}

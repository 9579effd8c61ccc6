import { Alert, Badge, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CurrentUser, PublicTrip } from '@vozimo/contract';
import { lazy, memo, Suspense, useDeferredValue, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { publicTripQueryOptions } from '../../../api/trips/public-trip-query.ts';
import { Logo } from '../../../components/logo.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { QueryLoader } from '../../../components/query-states.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth/use-current-user.ts';
import { COMPANY } from '@vozimo/contract';
import { BalanceDueNotice } from './components/balance-due-notice.tsx';
import { DriverCard } from './components/driver-card.tsx';
import { PriceCard } from './components/price-card.tsx';
import { TripActions } from './components/trip-actions.tsx';
import { TripLoadFailed, TripNotFound } from './components/trip-not-found.tsx';
import { TripRouteLine } from './components/trip-route-line.tsx';
import { TripStops } from './components/trip-stops.tsx';
import { TripSummary } from './components/trip-summary.tsx';
import { VehicleCard } from './components/vehicle-card.tsx';
import classes from './public-trip.module.css';
import { canOfferToDrivers, canWithdrawOffer, seesOfferState, showsBalanceDue } from './trip-display.ts';

// The Edit modal (its form, tabs and inputs) loads after the page shows, off the page's critical
// path: most visitors never open it (docs/performance.md, "Lighthouse").
const EditTripInfoModal = lazy(async () => ({ default: (await import('./edit-info/edit-trip-info-modal.tsx')).EditTripInfoModal }));

/**
 * /trip/{reference}?token=: the trip for whoever holds its link; a customer needs no account. The
 * signed-in user is loaded without asking anyone to sign in, for the staff and agent buttons.
 */
export function PublicTripPage(slots: PublicTripSlots) {
  const { reference = '' } = useParams();
  const [search] = useSearchParams();
  return <PublicTripView reference={reference} token={search.get('token') ?? ''} {...slots} />;
}

/** What other areas show on the trip page. app/ passes them in, as a feature never imports another. */
export interface PublicTripSlots {
  /** The deposit's card payment: shown while the trip waits for a deposit paid by card. */
  paymentSection?: (trip: PublicTrip) => ReactNode;
  /** Staff's 'Offer to drivers': shown to staff when the trip may be offered. */
  offerButton?: (trip: PublicTrip) => ReactNode;
  /** Staff's 'Withdraw offer' while no company has claimed the offered trip (ADR 0056). */
  withdrawOfferButton?: (trip: PublicTrip) => ReactNode;
}

export interface PublicTripViewProps extends PublicTripSlots {
  reference: string;
  token: string;
  /** Shown above the booking, e.g. the payment outcome on the payment return page. */
  banner?: ReactNode;
  /** False hides the card form while a payment just made is still being recorded. */
  paymentFormShown?: boolean;
}

/** The trip page's content for a reference and token: also what the payment return page shows. */
export function PublicTripView({ reference, token, banner, paymentFormShown = true, ...slots }: PublicTripViewProps) {
  const trip = useQuery(publicTripQueryOptions(reference, token));
  const { data: user } = useCurrentUser();
  // The page is rendered from a deferred copy of the trip: React renders it as a transition, in
  // slices that let the phone's main thread breathe, rather than in one long task when the trip
  // arrives (docs/performance.md, "Lighthouse"). Until the first copy is there, it is still loading.
  const shownTrip = useDeferredValue(trip.data);

  if (trip.isPending || (trip.isSuccess && shownTrip === undefined)) {
    return (
      <>
        <PageTitle title={`Trip ${reference}`} />
        {/* A screen high: the trip is always longer, so the footer stays below it instead of being pushed down when the trip arrives. */}
        <Box mih="100dvh">
          <QueryLoader label="Loading the trip" py={80} />
        </Box>
      </>
    );
  }
  if (trip.isError) {
    // 404: unknown reference or wrong token (the server does not say which); 422: a malformed reference.
    const missing = isApiError(trip.error) && (trip.error.status === 404 || trip.error.status === 422);
    return missing ? <TripNotFound /> : <TripLoadFailed onRetry={() => void trip.refetch()} />;
  }
  return <TripPage trip={shownTrip ?? trip.data} user={user ?? null} banner={banner} paymentFormShown={paymentFormShown} {...slots} />;
}

interface TripPageProps extends PublicTripSlots {
  trip: PublicTrip;
  user: CurrentUser | null;
  banner: ReactNode;
  paymentFormShown: boolean;
}

// Memoized: the view re-renders when the signed-in user's query settles, which for a customer (no
// session) changes nothing here, and the whole page again was a long task on a phone.
const TripPage = memo(function TripPage({ trip, user, banner, paymentFormShown, paymentSection, offerButton, withdrawOfferButton }: TripPageProps) {
  const [editing, setEditing] = useState(false);
  const isStaff = user?.is_staff ?? false;
  const shownOfferButton = canOfferToDrivers(trip, isStaff) ? offerButton?.(trip) : canWithdrawOffer(trip, isStaff) ? withdrawOfferButton?.(trip) : null;

  const payment = paymentPart(trip, paymentFormShown ? paymentSection : undefined);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} className={classes.voucher} data-trip-voucher>
      <PageTitle title={`Trip ${trip.reference}`} />
      <Stack gap="lg">
        {banner && <Box className={classes.noPrint}>{banner}</Box>}
        <Box className={classes.printOnly}>
          <Group justify="space-between">
            <Logo size={28} />
            <Text fw={700}>Trip voucher</Text>
          </Group>
        </Box>

        <Stack gap="xs" component="section" aria-label="Booking">
          <Text size="sm" c="dimmed" fw={500}>
            {trip.round_trip_id !== null && trip.round_trip_name ? `Round trip · ${trip.round_trip_name}` : 'Your trip'}
          </Text>
          <Group gap="sm" align="center">
            <Title order={1} fz={{ base: 26, sm: 32 }} ff="monospace">
              {trip.reference}
            </Title>
            <StatusBadge status={trip.status} long />
            {trip.offer_drivers && seesOfferState(user) && (
              <Badge color="indigo" variant="outline" className={classes.noPrint}>
                Offered to drivers
              </Badge>
            )}
          </Group>
          <TripRouteLine trip={trip} />
          <Box className={classes.noPrint} mt="xs">
            <TripActions trip={trip} onEditInfo={() => setEditing(true)} offerButton={shownOfferButton} />
          </Box>
        </Stack>

        <div className={classes.layout}>
          {payment && (
            <Stack gap="lg" className={classes.payment}>
              {payment}
            </Stack>
          )}
          <Stack gap="lg" className={classes.details}>
            <TripSummary trip={trip} />
            {trip.stops.length > 0 && (
              <Box className={classes.noPrint}>
                <TripStops stops={trip.stops} pois={trip.pois} />
              </Box>
            )}
          </Stack>
          <Stack gap="lg" className={classes.aside}>
            <Box className={classes.noPrint}>
              <PriceCard trip={trip} />
            </Box>
            <VehicleCard vehicleType={trip.vehicle_type} vehicle={trip.vehicle} />
            <DriverCard driver={trip.driver} />
          </Stack>
        </div>

        <Text className={classes.printOnly} size="sm">
          Questions about this trip? Write to {COMPANY.supportEmail} and give the booking reference {trip.reference}.{' '}
          {COMPANY.addressLines.join(', ')}.
        </Text>
      </Stack>
      {trip.can_edit_info && (
        <Suspense fallback={null}>
          <EditTripInfoModal trip={trip} opened={editing} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Container>
  );
});

/**
 * What the customer has to pay, first on the page (on a phone above the summary, beside it on a
 * wide screen): the deposit's card payment while it is due, the bank-transfer note when the agent
 * pays it, and once it is paid the balance left for the driver.
 */
function paymentPart(trip: PublicTrip, paymentSection: PublicTripSlots['paymentSection']): ReactNode {
  if (showsBalanceDue(trip)) return <BalanceDueNotice trip={trip} />;
  if (trip.status !== 'pending_payment') return null;
  if (trip.deposit_by_bank_transfer) {
    return (
      <Alert color="brand" variant="light" title="Deposit paid by bank transfer" data-testid="bank-transfer-notice">
        Your agent pays the deposit of this trip by bank transfer. The trip is confirmed when the transfer arrives,
        usually within 1-2 business days.
      </Alert>
    );
  }
  return paymentSection ? <Box className={classes.noPrint}>{paymentSection(trip)}</Box> : null;
}

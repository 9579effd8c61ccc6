import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { centsToEuroNumber, MAX_PASSENGERS, MIN_PASSENGERS, type PointOfInterest, type TripForEditing, type TripPriceBreakdown } from '@vozimo/contract';
import { vehicleTypesQueryOptions } from '../../../../api/catalogue/catalogue-queries.ts';
import { describeQuoteFailure } from '../model/form-errors.ts';
import { roundTripQuoteTarget, transferQuoteTarget, type QuoteTarget } from '../model/quote-target.ts';
import { removeStopsNotOffered, routeChangedSinceSaved, routeInputsOf } from '../model/route-inputs.ts';
import { passengerCount, type TripFormValues } from '../model/trip-form-values.ts';
import type { TripQuote } from '../model/trip-quote.ts';
import { useTripQuote } from './use-trip-quote.ts';
import type { VehicleCardData } from './vehicle-type-card.tsx';

interface TripPricingOptions {
  form: UseFormReturnType<TripFormValues>;
  /** The saved trip being edited; null for a new trip. */
  trip: TripForEditing | null;
  /** Places, stops and vehicle cannot change: the form prices only to draw the map and list the points. */
  routeLocked: boolean;
}

export interface TripPricing {
  /** The quote to book with: it prices exactly what the form shows. */
  currentQuote: TripQuote | null;
  /** Saving needs a fresh quote (a new trip, or a saved one whose route changed). */
  priceNeeded: boolean;
  recalculating: boolean;
  refresh: () => void;
  vehicles: VehicleCardData[];
  breakdown: TripPriceBreakdown | null;
  route: { distance: number; duration: number } | null;
  pois: PointOfInterest[];
  polyline: [number, number][];
  pricedStops: TripQuote['stops'];
  quoteProblem: string | null;
}

function quoteTargetOf(values: TripFormValues, trip: TripForEditing | null): QuoteTarget | null {
  const choices = { vehicleTypeId: values.vehicle_type_id, agencyId: trip?.agency_id ?? null };
  if (trip?.round_trip_id != null) {
    const passengers = passengerCount(values.passengers);
    if (passengers === null || passengers < MIN_PASSENGERS || passengers > MAX_PASSENGERS) return null;
    return roundTripQuoteTarget(trip.round_trip_id, passengers, values.stops[0]?.poi_id ?? null, choices);
  }
  const inputs = routeInputsOf(values);
  return inputs ? transferQuoteTarget(inputs, choices) : null;
}

/**
 * The price side of the trip form: keeps a quote in step with the route, and decides what the
 * Vehicle section, the map and the stops show. A saved trip whose route has not changed shows the
 * price it was saved with (the server keeps that price); anything else shows the fresh quote.
 */
export function useTripPricing({ form, trip, routeLocked }: TripPricingOptions): TripPricing {
  const { values } = form;
  const catalogue = useQuery({ ...vehicleTypesQueryOptions(), enabled: trip !== null });

  const onQuoted = (quote: TripQuote, target: QuoteTarget) => {
    form.clearFieldError('extra.trip_price_id');
    if (routeLocked) return;
    if (target.kind === 'transfer') {
      // Spec section 4: a stop the route no longer passes is removed.
      form.setFieldValue('stops', (stops) => removeStopsNotOffered(stops, target.request.stops ?? [], quote.stops));
    }
    form.setFieldValue('vehicle_type_id', (chosen) =>
      chosen !== null && quote.vehicleTypes.some((v) => v.vehicle_type_id === chosen) ? chosen : quote.selectedVehicleType,
    );
  };

  const { quote, isCurrent, isQuoting, error, refresh } = useTripQuote(quoteTargetOf(values, trip), onQuoted);

  const storedRouteUnchanged = trip !== null && !routeChangedSinceSaved({ ...values, vehicle_type_id: trip.vehicle_type_id }, trip);
  const storedPriceApplies = storedRouteUnchanged && values.vehicle_type_id === trip?.vehicle_type_id;
  // While a new price is on its way the last one stays on screen, under the recalculation overlay.
  const shown = isCurrent || isQuoting ? quote : null;

  let vehicles: VehicleCardData[] = (shown?.vehicleTypes ?? []).map((offer) => ({
    ...offer,
    price: storedRouteUnchanged && offer.vehicle_type_id === trip?.vehicle_type_id ? trip.price.price_gross : centsToEuroNumber(offer.price_cents),
  }));
  if (trip && storedRouteUnchanged && !vehicles.some((v) => v.vehicle_type_id === trip.vehicle_type_id)) {
    // Not priced (yet, or no longer offered): the booked type still shows, at its booked price.
    const type = catalogue.data?.find((t) => t.vehicle_type_id === trip.vehicle_type_id);
    if (type) vehicles = [{ ...type, price: trip.price.price_gross }, ...vehicles];
  }

  const selectedOffer = shown?.vehicleTypes.find((v) => v.vehicle_type_id === values.vehicle_type_id);
  const breakdown = storedPriceApplies ? trip!.price : (selectedOffer?.price ?? null);
  const route = storedRouteUnchanged ? trip!.extra : shown;

  return {
    currentQuote: isCurrent ? quote : null,
    priceNeeded: !storedPriceApplies,
    recalculating: isQuoting,
    refresh,
    vehicles,
    breakdown,
    route: route ? { distance: route.distance, duration: route.duration } : null,
    pois: shown?.pois ?? [],
    polyline: shown?.polyline ?? [],
    pricedStops: storedRouteUnchanged ? trip!.stops : isCurrent && quote ? quote.stops : [],
    quoteProblem: error ? describeQuoteFailure(error) : null,
  };
}

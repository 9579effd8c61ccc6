import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { requestRoundTripQuote, requestTransferQuote } from '../../../../api/quotes/quote-requests.ts';
import type { QuoteTarget } from '../model/quote-target.ts';
import { quoteFromRoundTrip, quoteFromTransfer, type TripQuote } from '../model/trip-quote.ts';

/** Typing a passenger count or clicking + several times asks once, after a short pause. */
export const QUOTE_DEBOUNCE_MS = 300;

/** The previous quote's id goes along, so the server updates that quote in place rather than storing another. */
function fetchQuote(target: QuoteTarget, previousQuoteId: string | null): Promise<TripQuote> {
  return target.kind === 'transfer'
    ? requestTransferQuote(target.request, previousQuoteId).then(quoteFromTransfer)
    : requestRoundTripQuote(target.request, previousQuoteId).then(quoteFromRoundTrip);
}

interface QuoteState {
  quote: TripQuote | null;
  quotedKey: string | null;
  failedKey: string | null;
  error: unknown;
}

export interface TripQuoteResult {
  /** The latest price, possibly of an earlier route (shown under the recalculation overlay). */
  quote: TripQuote | null;
  /** The quote prices exactly the route the form shows. */
  isCurrent: boolean;
  /** A new price is on its way (or about to be asked for). */
  isQuoting: boolean;
  /** Why the current route could not be priced. */
  error: unknown;
  /** The Update button: price again now, even an unchanged route. */
  refresh: () => void;
}

/**
 * Keeps a stored quote in step with the form (spec section 4: recalculate whenever the chosen
 * stops, times or the route differ from the priced ones). Answers to older requests are ignored,
 * so a slow answer never overwrites a newer price. `onQuoted` hears each accepted answer.
 */
export function useTripQuote(target: QuoteTarget | null, onQuoted: (quote: TripQuote, target: QuoteTarget) => void): TripQuoteResult {
  const [state, setState] = useState<QuoteState>({ quote: null, quotedKey: null, failedKey: null, error: null });
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const latestRequest = useRef(0);

  const run = (what: QuoteTarget) => {
    const id = ++latestRequest.current;
    setPendingKey(what.key);
    fetchQuote(what, state.quote?.tripPriceId ?? null).then(
      (quote) => {
        if (id !== latestRequest.current) return;
        setPendingKey(null);
        setState({ quote, quotedKey: what.keyWhenPriced(quote), failedKey: null, error: null });
        onQuoted(quote, what);
      },
      (error: unknown) => {
        if (id !== latestRequest.current) return;
        setPendingKey(null);
        setState((previous) => ({ ...previous, failedKey: what.key, error }));
      },
    );
  };

  const key = target?.key ?? null;
  const due = key !== null && key !== state.quotedKey && key !== state.failedKey && key !== pendingKey;
  const askForDueQuote = useEffectEvent(() => {
    if (target) run(target);
  });
  useEffect(() => {
    if (!due) return;
    const timer = window.setTimeout(askForDueQuote, QUOTE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [due, key]);

  return {
    quote: state.quote,
    isCurrent: key !== null && state.quotedKey === key,
    isQuoting: due || pendingKey !== null,
    error: key !== null && state.failedKey === key ? state.error : null,
    refresh: () => {
      if (target) run(target);
    },
  };
}

// What the quotes area offers other areas (server/src/modules/README.md): its service, and a
// stored quote as a booking takes its route and price from it.
export type { QuotedLocation, QuoteForBooking, QuotesService } from './quotes.service.ts';

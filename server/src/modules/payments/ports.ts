// What the payments area offers other areas (server/src/modules/README.md): the card payment
// form's data for the public trip page, and withdrawing card payments another way of paying replaced.
// Neither depends on the trips area, so trips → payments and payments → trips make no import cycle.
export type { TripCardPayment } from './trip-card-payment.ts';
export type { CardPaymentWithdrawal } from './withdraw-card-payments.ts';

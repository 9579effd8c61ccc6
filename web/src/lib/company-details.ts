/**
 * How to reach Vozimo, for the contact page, the privacy policy and the trip pages: the contract's
 * one source, which the server's bank details and e-mails use too (ADR 0018).
 */
export { COMPANY } from '@vozimo/contract';

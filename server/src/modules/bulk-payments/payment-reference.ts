import { cryptoPicker, newReference } from '../../platform/references/readable-reference.ts';

/** Bank-transfer references look like VZP-4HX8MC ("P" for payment), beside the trips' VZ-7K3Q9A. */
export const PAYMENT_REFERENCE_PREFIX = 'VZP';

/** A candidate reference; whoever stores it retries on the unique constraint. */
export const newPaymentReference = () => newReference(cryptoPicker, PAYMENT_REFERENCE_PREFIX);

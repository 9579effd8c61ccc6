import { formatDate } from '@vozimo/contract';

/** A document slot of the record under review: its label and the last day it is valid, or null when none is on file. */
export interface ReviewedDocument {
  label: string;
  expiresOn: string | null;
}

/**
 * Why a driver or vehicle cannot be approved yet (issue 30), or null: every document must be on
 * file and valid today (a Zagreb date): a driver's licence and ID, a vehicle's registration and
 * insurance. The message names each one, so staff know what to ask the company for.
 */
export function approvalDocumentsRefusal(documents: readonly ReviewedDocument[], today: string): string | null {
  const problems = documents.flatMap((document) => {
    if (document.expiresOn === null) return [`${document.label}: not on file`];
    if (document.expiresOn < today) return [`${document.label}: expired on ${formatDate(document.expiresOn)}`];
    return [];
  });
  return problems.length === 0 ? null : `Cannot approve before every document is on file and valid. ${problems.join('; ')}.`;
}

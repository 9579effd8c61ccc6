import { businessFooterLine, type BusinessDetails } from '@vozimo/contract';
import { escapeHtml } from './html.ts';

/**
 * Where emailDocument leaves room for the operator's name, address, VAT number and support e-mail.
 * Templates are pure and know no settings; queueEmail fills the room from the stored business
 * details when the message is queued (ADR 0055), so every message names who runs the installation.
 */
export const BUSINESS_FOOTER_SLOT = '<!--business-footer-->';

/**
 * The message with its footer: the HTML's room filled (on a line of its own), the same line below
 * the text after the conventional "-- " separator. Nothing is added while nothing is set.
 */
export function signEmail<Email extends { text: string; html: string }>(email: Email, details: BusinessDetails): Email {
  const line = businessFooterLine(details);
  return {
    ...email,
    html: email.html.replace(BUSINESS_FOOTER_SLOT, line ? `<br>${escapeHtml(line)}` : ''),
    text: line ? `${email.text}\n\n-- \n${line}` : email.text,
  };
}

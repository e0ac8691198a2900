import type { OutgoingMail } from '../../application/ports/delivery.js';

/** The headers of a one-click unsubscribe (RFC 2369, RFC 8058). */
export function unsubscribeHeaders(mail: OutgoingMail): Record<string, string> {
  return { 'List-Unsubscribe': `<${mail.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * Members whose profile still needs setting up are sent to /profile/setup once per browser tab
 * session, not on every dashboard visit: after "Pular por agora", or after simply leaving the
 * setup page, the dashboard stays reachable.
 */
const storageKey = (memberId: string) => `poliglota.setupPrompted.${memberId}`;

export function wasSetupPrompted(memberId: string): boolean {
  try {
    return globalThis.sessionStorage?.getItem(storageKey(memberId)) === '1';
  } catch {
    return false;
  }
}

export function markSetupPrompted(memberId: string): void {
  try {
    globalThis.sessionStorage?.setItem(storageKey(memberId), '1');
  } catch {
    // Without storage the prompt may show again on a later visit; harmless.
  }
}

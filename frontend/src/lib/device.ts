const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|IEMobile|Opera Mini|BlackBerry/i;

/**
 * Whether the browser says it runs on a phone or tablet. Sign-in problems there are usually
 * caused by in-app browsers and blocked storage, so those screens add device-specific advice.
 */
export function isMobileUserAgent(userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  return MOBILE_USER_AGENT.test(userAgent);
}

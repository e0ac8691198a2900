import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/errors';

/** Why push could not be switched on in this browser. */
export type PushProblem = 'unsupported' | 'denied';

const WORKER_URL = '/sw.js';

function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Switching push on (ADR 0063): asks the browser's permission, registers the service worker,
 * subscribes with the server's VAPID key and hands the subscription to the server. Resolves
 * with the problem when this browser cannot receive pushes.
 */
export async function subscribeToPush(): Promise<PushProblem | null> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.register(WORKER_URL);
  await navigator.serviceWorker.ready;
  const { publicKey } = unwrap(await api.GET('/api/push/public-key'));
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON();
  unwrap(
    await api.POST('/api/push/subscriptions', {
      body: { endpoint: subscription.endpoint, expirationTime: null, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } },
    }),
  );
  return null;
}

/** Switching push off: this browser unsubscribes and the server forgets it. */
export async function unsubscribeFromPush(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration(WORKER_URL);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  const endpoint = subscription.endpoint;
  await subscription.unsubscribe();
  const result = await api.DELETE('/api/push/subscriptions', { body: { endpoint } });
  // Already gone on the server (404) is what we wanted.
  if (!result.response.ok && result.response.status !== 404) unwrap(result);
}

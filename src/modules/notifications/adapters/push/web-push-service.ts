import { Injectable } from '@nestjs/common';
import webpush, { WebPushError } from 'web-push';
import { PushService, type PushTarget, type VapidKeys } from '../../application/ports/delivery.js';

/** Web Push through the `web-push` library: aes128gcm payloads, VAPID authorisation (ADR 0063). */
@Injectable()
export class WebPushService extends PushService {
  async send(target: PushTarget, payload: string, keys: VapidKeys, options: { ttlSeconds: number; urgency: 'normal' | 'high' }): Promise<number> {
    try {
      const result = await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        vapidDetails: keys,
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        contentEncoding: 'aes128gcm',
        timeout: 15_000,
      });
      return result.statusCode;
    } catch (error) {
      if (error instanceof WebPushError) return error.statusCode;
      throw error;
    }
  }

  generateKeys(): { publicKey: string; privateKey: string } {
    return webpush.generateVAPIDKeys();
  }
}

import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Endpoint } from '../../../../shared/http/endpoint.js';
import { DeliveryService } from '../../application/delivery.service.js';
import { CurrentMember, ForMembers, type AuthenticatedMember } from '../../../identity/index.js';
import { PushDoneDto, PushEndpointDto, PushPublicKeyDto, PushSubscriptionDto } from './delivery.dto.js';

/** Web Push subscriptions of the member's browsers (ADR 0063): the key they subscribe with is public. */
@ApiTags('push')
@Controller('push')
export class PushController {
  constructor(private readonly delivery: DeliveryService) {}

  @Endpoint({
    method: 'GET', path: 'public-key', operationId: 'getPushPublicKey', auth: 'public', ok: PushPublicKeyDto,
    summary: 'The VAPID public key browsers subscribe with',
  })
  async publicKey(): Promise<PushPublicKeyDto> {
    return { publicKey: await this.delivery.publicKey() };
  }
}

/** The member's own subscriptions: the guard is the class's, as on every members' controller. */
@ForMembers('push', 'push')
export class PushSubscriptionsController {
  constructor(private readonly delivery: DeliveryService) {}

  @Endpoint({
    method: 'POST', path: 'subscriptions', operationId: 'subscribePush', auth: 'member', status: 200, ok: PushDoneDto,
    summary: "Keep this browser's push subscription (one per device; the same endpoint again replaces it)",
    errors: { 400: 'Malformed subscription, or an endpoint that is not a known push service (`IDENTITY.PUSH_ENDPOINT_NOT_ALLOWED`)' },
  })
  async subscribe(@CurrentMember() member: AuthenticatedMember, @Body() body: PushSubscriptionDto): Promise<PushDoneDto> {
    await this.delivery.subscribe(member.id, { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth });
    return { success: true };
  }

  @Endpoint({
    method: 'DELETE', path: 'subscriptions', operationId: 'unsubscribePush', auth: 'member', status: 200, ok: PushDoneDto,
    summary: "Remove one of the member's push subscriptions, by endpoint",
    errors: { 404: 'The member has no subscription with this endpoint (`IDENTITY.PUSH_SUBSCRIPTION_NOT_FOUND`)' },
  })
  async unsubscribe(@CurrentMember() member: AuthenticatedMember, @Body() body: PushEndpointDto): Promise<PushDoneDto> {
    await this.delivery.unsubscribePush(member.id, body.endpoint);
    return { success: true };
  }
}

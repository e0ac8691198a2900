import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsNumber, IsOptional, IsString, Matches, MaxLength, ValidateBy, ValidateIf, ValidateNested } from 'class-validator';
import { isPushAuthSecret, isPushPublicKey } from '../../domain/delivery.js';

const ENDPOINT_MESSAGE = 'Endereço de notificação push inválido.';
const KEYS_MESSAGE = 'Chaves da inscrição push inválidas.';

export class PushPublicKeyDto {
  @ApiProperty({ description: 'The VAPID public key (URL-safe base64), the `applicationServerKey` of `pushManager.subscribe`' })
  publicKey!: string;
}

/** A key of the subscription that the domain's check accepts (after the field's format check). */
function IsPushKey(name: string, valid: (value: string) => boolean): PropertyDecorator {
  return ValidateBy({ name, validator: { validate: (value: unknown) => typeof value === 'string' && valid(value) } }, { message: KEYS_MESSAGE });
}

export class PushKeysDto {
  @ApiProperty({ description: "The browser's P-256 public key, URL-safe base64: an uncompressed point on the curve (65 bytes)" })
  @IsPushKey('isPushPublicKey', isPushPublicKey)
  @Matches(/^[A-Za-z0-9_-]{86,88}={0,2}$/, { message: KEYS_MESSAGE })
  @IsString({ message: KEYS_MESSAGE })
  p256dh!: string;

  @ApiProperty({ description: 'The 16-byte authentication secret, URL-safe base64' })
  @IsPushKey('isPushAuthSecret', isPushAuthSecret)
  @Matches(/^[A-Za-z0-9_-]{22,24}={0,2}$/, { message: KEYS_MESSAGE })
  @IsString({ message: KEYS_MESSAGE })
  auth!: string;
}

/** The browser's `PushSubscription.toJSON()`. */
export class PushSubscriptionDto {
  @ApiProperty({ description: 'The push service URL: https on a browser vendor’s push service', maxLength: 2048 })
  @MaxLength(2048, { message: ENDPOINT_MESSAGE })
  @IsString({ message: ENDPOINT_MESSAGE })
  endpoint!: string;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Ignored' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsNumber()
  expirationTime?: number | null;

  @ApiProperty({ type: PushKeysDto })
  @IsDefined({ message: KEYS_MESSAGE })
  @ValidateNested()
  @Type(() => PushKeysDto)
  keys!: PushKeysDto;
}

export class PushEndpointDto {
  @ApiProperty({ description: 'The endpoint of the subscription to remove', maxLength: 2048 })
  @MaxLength(2048, { message: ENDPOINT_MESSAGE })
  @IsString({ message: ENDPOINT_MESSAGE })
  endpoint!: string;
}

export class PushDoneDto {
  @ApiProperty({ example: true }) success!: boolean;
}

export class UnsubscribeQueryDto {
  @ApiProperty({ description: 'The signed, expiring token of the e-mail’s unsubscribe link' })
  @MaxLength(200)
  @IsString()
  token!: string;
}

export class UnsubscribeFormDto {
  @ApiPropertyOptional({ enum: ['One-Click'], description: 'RFC 8058: `List-Unsubscribe=One-Click`' })
  @IsOptional()
  @MaxLength(32)
  @IsString()
  'List-Unsubscribe'?: string;
}

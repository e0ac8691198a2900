import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsNumber, IsOptional, IsString, Matches, MaxLength, ValidateIf, ValidateNested } from 'class-validator';

const ENDPOINT_MESSAGE = 'Endereço de notificação push inválido.';
const KEYS_MESSAGE = 'Chaves da inscrição push inválidas.';

export class PushPublicKeyDto {
  @ApiProperty({ description: 'The VAPID public key (URL-safe base64), the `applicationServerKey` of `pushManager.subscribe`' })
  publicKey!: string;
}

export class PushKeysDto {
  @ApiProperty({ description: "The browser's P-256 public key, URL-safe base64 (65 bytes)" })
  @Matches(/^[A-Za-z0-9_-]{86,88}={0,2}$/, { message: KEYS_MESSAGE })
  @IsString({ message: KEYS_MESSAGE })
  p256dh!: string;

  @ApiProperty({ description: 'The 16-byte authentication secret, URL-safe base64' })
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

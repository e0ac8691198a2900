import { Body, Controller, Req } from '@nestjs/common';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsNumber, IsString, Min, ValidateNested, ValidateBy } from 'class-validator';
import type { Request } from 'express';
import { Endpoint } from '../http/endpoint.js';
import { defineRateLimitedError, segundos } from '../errors/index.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { Metrics } from './metrics.js';
import {
  WEB_VITALS_BATCH_MAX, WEB_VITALS_RATE_LIMIT, WEB_VITALS_ROUTES, WEB_VITAL_MAX, WEB_VITAL_NAMES, WEB_VITAL_NAVIGATION_TYPES,
  WEB_VITAL_RATINGS, type WebVitalName,
} from './web-vitals.js';

export const WebVitalsRateLimitedError = defineRateLimitedError(
  'WEB_VITALS_RATE_LIMITED',
  (p) => `Medições demais deste navegador. Tente novamente em ${segundos(p.seconds)}.`,
);

class WebVitalDto {
  @ApiProperty({ enum: WEB_VITAL_NAMES, example: 'LCP' })
  @IsIn(WEB_VITAL_NAMES, { message: `name deve ser um de: ${WEB_VITAL_NAMES.join(', ')}.` })
  name!: WebVitalName;

  @ApiProperty({ example: 1830.5, minimum: 0, description: 'Milliseconds (CLS: a unitless score)' })
  @Min(0, { message: 'value deve ser um número não negativo.' })
  @ValidateBy({ name: 'withinVitalRange', validator: { validate: (value: unknown, args) => typeof value === 'number' && value <= (WEB_VITAL_MAX[(args?.object as WebVitalDto).name] ?? 0) } }, {
    message: 'value fora do intervalo possível para esta medição.',
  })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'value deve ser um número não negativo.' })
  value!: number;

  @ApiProperty({ enum: WEB_VITAL_RATINGS, example: 'good' })
  @IsIn(WEB_VITAL_RATINGS, { message: `rating deve ser um de: ${WEB_VITAL_RATINGS.join(', ')}.` })
  rating!: (typeof WEB_VITAL_RATINGS)[number];

  @ApiProperty({ enum: [...WEB_VITALS_ROUTES], example: '/curso/:courseId/aula/:lessonId', description: "The SPA route's pattern, never the URL" })
  @ValidateBy({ name: 'isSpaRoute', validator: { validate: (value: unknown) => typeof value === 'string' && WEB_VITALS_ROUTES.has(value) } }, {
    message: 'route deve ser o padrão de uma rota do aplicativo (ex.: /curso/:courseId).',
  })
  @IsString({ message: 'route deve ser o padrão de uma rota do aplicativo (ex.: /curso/:courseId).' })
  route!: string;

  @ApiProperty({ enum: WEB_VITAL_NAVIGATION_TYPES, example: 'navigate' })
  @IsIn(WEB_VITAL_NAVIGATION_TYPES, { message: `navigationType deve ser um de: ${WEB_VITAL_NAVIGATION_TYPES.join(', ')}.` })
  navigationType!: (typeof WEB_VITAL_NAVIGATION_TYPES)[number];
}

export class WebVitalsBatchDto {
  @ApiProperty({ type: [WebVitalDto], minItems: 1, maxItems: WEB_VITALS_BATCH_MAX })
  @ValidateNested({ each: true })
  @Type(() => WebVitalDto)
  @ArrayMaxSize(WEB_VITALS_BATCH_MAX, { message: `No máximo ${WEB_VITALS_BATCH_MAX} medições por envio.` })
  @ArrayMinSize(1, { message: 'metrics não pode ser vazio.' })
  @IsArray({ message: 'metrics deve ser uma lista.' })
  metrics!: WebVitalDto[];
}

/**
 * `POST /api/vitals`: the speed members' browsers measured, batched by the SPA with
 * `navigator.sendBeacon`. Open to guests and carries no member id; it only feeds the
 * `poliglota_web_vitals_*` histograms of `/metrics` (docs/deploy.md lists the alerts).
 */
@ApiTags('metrics')
@Controller('vitals')
export class WebVitalsController {
  constructor(
    private readonly metrics: Metrics,
    private readonly rateLimiter: RateLimiter,
  ) {}

  @Endpoint({
    method: 'POST', operationId: 'reportWebVitals', auth: 'public', status: 204,
    summary: "Reports the page-load speed a browser measured (LCP, INP, CLS, FCP, TTFB by route pattern)",
    errors: { 429: `More than ${WEB_VITALS_RATE_LIMIT.limit} batches a minute from this client` },
  })
  async report(@Body() body: WebVitalsBatchDto, @Req() req: Request): Promise<void> {
    const client = (req.ip ?? 'unknown').replace(/^::ffff:/, '');
    const rate = await this.rateLimiter.consume(`web-vitals:${client}`, WEB_VITALS_RATE_LIMIT.limit, WEB_VITALS_RATE_LIMIT.windowSeconds);
    if (!rate.allowed) throw new WebVitalsRateLimitedError(rate.retryAfterSeconds);
    for (const metric of body.metrics) this.metrics.observeWebVital(metric.route, metric.name, metric.value);
  }
}

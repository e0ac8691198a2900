import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The one shape every error answer has. */
export class ErrorBody {
  @ApiProperty({ example: 400 })
  statusCode!: number;

  @ApiProperty({
    example: 'Nome é obrigatório',
    description: "The member-facing text, in the spec's Portuguese (the field clients show)",
  })
  error!: string;

  @ApiProperty({ example: 'Nome é obrigatório', description: 'The same text as `error`' })
  message!: string;

  @ApiProperty({
    example: 'VALIDATION_FAILED',
    description: 'Stable machine-readable code; clients translate it (with `params`) into the reader\'s language',
  })
  code!: string;

  @ApiPropertyOptional({
    description: 'Per-field messages, for validation failures',
    example: { name: ['Nome é obrigatório'] },
  })
  fields?: Record<string, string[]>;

  @ApiPropertyOptional({
    description: 'Values for the client to interpolate into its translation of `code`',
    example: { max: 5 },
  })
  params?: Record<string, string | number>;

  @ApiPropertyOptional({ description: 'Seconds until a rate-limited call may be retried' })
  retryAfterSeconds?: number;

  @ApiPropertyOptional({
    description: 'On server failures (5xx): the request id (also in `X-Request-Id`) to quote when reporting it',
    example: '3f1c2b9e-8a47-4d0e-9f6a-2b1d5c7e9a10',
  })
  requestId?: string;
}

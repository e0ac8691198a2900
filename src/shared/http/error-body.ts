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

  @ApiPropertyOptional({ description: "The request's id (the `X-Request-Id` answer header), on 5xx answers: quote it when reporting a problem" })
  requestId?: string;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The one shape every error answer has. */
export class ErrorBody {
  @ApiProperty({ example: 400 })
  statusCode!: number;

  @ApiProperty({ example: 'Bad Request' })
  error!: string;

  @ApiProperty({ example: 'Nome é obrigatório' })
  message!: string;

  @ApiProperty({ example: 'VALIDATION_FAILED', description: 'Stable machine-readable code' })
  code!: string;

  @ApiPropertyOptional({
    description: 'Per-field messages, for validation failures',
    example: { name: ['Nome é obrigatório'] },
  })
  fields?: Record<string, string[]>;

  @ApiPropertyOptional({ description: 'Seconds until a rate-limited call may be retried' })
  retryAfterSeconds?: number;
}

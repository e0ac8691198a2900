import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { stackedDecorators } from '../../../../shared/http/stacked-decorators.js';
import { LEGAL_VERSION_PATTERN } from '../../domain/legal-documents.js';

const VERSION_MESSAGE = 'Informe a versão dos termos que você aceitou.';

/** A version of a legal document, as the server wrote it: validated before it is compared. */
function VersionInput(description: string): PropertyDecorator {
  return stackedDecorators(
    ApiProperty({ description, maxLength: 40, pattern: LEGAL_VERSION_PATTERN.source, example: '2026-11-28' }),
    Matches(LEGAL_VERSION_PATTERN, { message: VERSION_MESSAGE }),
    MaxLength(40, { message: VERSION_MESSAGE }),
    IsString({ message: VERSION_MESSAGE }),
  );
}

export class AcceptConsentsDto {
  @VersionInput('The version of the Termos de Uso the member read and accepts: the one in force')
  terms!: string;

  @VersionInput('The version of the Política de Privacidade the member read and accepts: the one in force')
  privacy!: string;
}

export class ConsentVersionsDto {
  @ApiProperty({ type: String, nullable: true, description: 'The version the member accepted last; null when none' })
  accepted!: string | null;

  @ApiProperty({ description: 'The version in force' })
  current!: string;
}

export class ConsentsDto {
  @ApiProperty({ type: ConsentVersionsDto, description: 'Termos de Uso (/termos)' })
  terms!: ConsentVersionsDto;

  @ApiProperty({ type: ConsentVersionsDto, description: 'Política de Privacidade (/privacidade)' })
  privacy!: ConsentVersionsDto;

  @ApiProperty({ description: 'Whether a version in force is not accepted yet: the member accepts before anything else' })
  required!: boolean;
}

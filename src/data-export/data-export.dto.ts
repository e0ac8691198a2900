import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

const STATUSES = ['none', 'preparing', 'ready'] as const;

/** Where the member's copy of their data stands (ADR 0106). */
export class DataExportDto {
  @ApiProperty({ enum: STATUSES, description: 'none: nothing to download; preparing: asked, not ready yet; ready: the file is at `url`' })
  status!: (typeof STATUSES)[number];

  @ApiPropertyOptional({ format: 'date-time' }) readyAt?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'After this the file is deleted' }) expiresAt?: string;

  @ApiPropertyOptional({ example: '/api/me/export/0b9f3c1e-4a5b-4c6d-8e7f-0123456789ab/file', description: "The file's address, only for this member, while ready" })
  url?: string;
}

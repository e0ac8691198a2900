import { Controller, Get, HttpCode, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { MikroORM } from '@mikro-orm/postgresql';
import { ErrorBody } from '../http/error-body.js';

class HealthDto {
  @ApiProperty({ example: 'ok' })
  status!: 'ok';

  @ApiProperty({ example: 12.5, description: 'Seconds since the process started' })
  uptimeSeconds!: number;
}

class ReadinessDto {
  @ApiProperty({ example: 'ok' })
  status!: 'ok';

  @ApiProperty({ example: 'up' })
  database!: 'up';
}

const READINESS_TIMEOUT_MS = 2_000;

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly orm: MikroORM) {}

  @Get()
  @ApiOperation({ summary: 'Whether the process is up', operationId: 'getHealth' })
  @ApiOkResponse({ type: HealthDto })
  health(): HealthDto {
    return { status: 'ok', uptimeSeconds: Math.round(process.uptime() * 10) / 10 };
  }

  @Get('ready')
  @HttpCode(200)
  @ApiOperation({ summary: 'Whether the database is reachable', operationId: 'getReadiness' })
  @ApiOkResponse({ type: ReadinessDto })
  @ApiServiceUnavailableResponse({ type: ErrorBody })
  async ready(): Promise<ReadinessDto> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.orm.em.fork().execute('select 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), READINESS_TIMEOUT_MS);
        }),
      ]);
    } catch {
      throw new ServiceUnavailableException({
        message: 'Banco de dados indisponível.',
        code: 'DATABASE_UNAVAILABLE',
      });
    } finally {
      clearTimeout(timer);
    }
    return { status: 'ok', database: 'up' };
  }
}

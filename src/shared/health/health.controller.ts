import { Controller, ServiceUnavailableException } from '@nestjs/common';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { MikroORM } from '@mikro-orm/postgresql';
import { Endpoint } from '../http/endpoint.js';

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

  @Endpoint({
    method: 'GET', operationId: 'getHealth', auth: 'public', ok: HealthDto,
    summary: 'Whether the process is up',
  })
  health(): HealthDto {
    return { status: 'ok', uptimeSeconds: Math.round(process.uptime() * 10) / 10 };
  }

  @Endpoint({
    method: 'GET', path: 'ready', operationId: 'getReadiness', auth: 'public', ok: ReadinessDto,
    summary: 'Whether the database is reachable',
  })
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

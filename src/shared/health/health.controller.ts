import { Controller, ServiceUnavailableException } from '@nestjs/common';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { MikroORM } from '@mikro-orm/postgresql';
import { Endpoint } from '../http/endpoint.js';
import { FileStorage } from '../storage/index.js';
import { InstanceLifecycle } from './instance-lifecycle.js';

class HealthDto {
  @ApiProperty({ example: 'ok' })
  status!: 'ok';

  @ApiProperty({ example: 12.5, description: 'Seconds since the process started' })
  uptimeSeconds!: number;
}

class ReadinessDto {
  @ApiProperty({ enum: ['ok', 'degraded'], example: 'ok', description: '`degraded` while the file storage is down' })
  status!: 'ok' | 'degraded';

  @ApiProperty({ enum: ['up'], example: 'up' })
  database!: 'up';

  @ApiProperty({ enum: ['up', 'down'], example: 'up', description: 'The file storage (local directory or object store, ADR 0066)' })
  storage!: 'up' | 'down';
}

const READINESS_TIMEOUT_MS = 2_000;

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly orm: MikroORM,
    private readonly storage: FileStorage,
    private readonly lifecycle: InstanceLifecycle,
  ) {}

  @Endpoint({
    method: 'GET', operationId: 'getHealth', auth: 'public', ok: HealthDto,
    summary: 'Whether the process is up',
  })
  health(): HealthDto {
    return { status: 'ok', uptimeSeconds: Math.round(process.uptime() * 10) / 10 };
  }

  @Endpoint({
    method: 'GET', path: 'ready', operationId: 'getReadiness', auth: 'public', ok: ReadinessDto,
    summary: 'Whether the instance takes traffic: 503 while its database is unreachable, while it starts or once it is stopping',
    errors: {
      503: 'Not ready: the database is unreachable (`DATABASE_UNAVAILABLE`), the instance is still starting (`STARTING`, while its database is awaited) or it received SIGTERM and is about to stop (`SHUTTING_DOWN`)',
    },
  })
  async ready(): Promise<ReadinessDto> {
    // Said before anything else: a stopping instance still reaches its database (ADR 0125).
    if (this.lifecycle.isStopping) {
      throw new ServiceUnavailableException({ message: 'Servidor encerrando.', code: 'SHUTTING_DOWN' });
    }
    const [database, storage] = await Promise.all([
      withinDeadline(this.orm.em.fork().execute('select 1')),
      withinDeadline(this.storage.check()),
    ]);
    if (!database) {
      throw new ServiceUnavailableException({ message: 'Banco de dados indisponível.', code: 'DATABASE_UNAVAILABLE' });
    }
    // Every instance shares the one store: failing readiness for it would take them all out of
    // the balancer, when all but uploads and pictures still work (ADR 0066). It is reported.
    return storage ? { status: 'ok', database: 'up', storage: 'up' } : { status: 'degraded', database: 'up', storage: 'down' };
  }
}

/** Whether the check succeeded within the readiness deadline; a probe never hangs. */
async function withinDeadline(check: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), READINESS_TIMEOUT_MS);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Clock, SystemClock } from './time/clock.js';
import { EventPublisher } from './events/event-publisher.js';
import { EventHandlerRegistry } from './events/event-handler.registry.js';
import { OutboxDispatcher } from './events/outbox-dispatcher.js';
import { PgListener } from './notify/pg-listener.js';
import { HealthController } from './health/health.controller.js';
import { InstanceLifecycle } from './health/instance-lifecycle.js';
import { RateLimiter } from './rate-limit/rate-limiter.js';
import { AppConfig } from '../config/index.js';
import { TimedJobs } from './jobs/timed-jobs.js';
import { Metrics } from './metrics/metrics.js';
import { WebVitalsController } from './metrics/web-vitals.controller.js';
import { FileStorage, HeldDeletions, LocalDiskFileStorage, TemporaryFilesSweep } from './storage/index.js';
import { ReadModels } from './read-models/read-models.js';
import { AppLogger } from './logging/app-logger.js';
import { MemberDataRegistry } from './member-data/member-data-registry.js';

/** How often the leading process deletes the files a backup kept (ADR 0124). */
const HELD_DELETIONS_SWEEP_MS = 60_000;

/**
 * The shared kernel: clock, event bus with its outbox, PostgreSQL notifications, shared read models,
 * rate limiter, file storage, timed jobs, the registry of each module's
 * member's data part, health and the instance's lifecycle, members' web vitals, the application's logger.
 */
@Global()
@Module({
  imports: [DiscoveryModule],
  controllers: [HealthController, WebVitalsController],
  providers: [
    { provide: Clock, useClass: SystemClock },
    EventPublisher,
    RateLimiter,
    EventHandlerRegistry,
    OutboxDispatcher,
    PgListener,
    TimedJobs,
    MemberDataRegistry,
    ReadModels,
    Metrics,
    TemporaryFilesSweep,
    InstanceLifecycle,
    { provide: AppLogger, inject: [AppConfig], useFactory: (config: AppConfig) => new AppLogger(config.get('LOG_LEVEL')) },
    HeldDeletions,
    {
      provide: FileStorage,
      inject: [AppConfig, HeldDeletions, TimedJobs],
      useFactory: async (config: AppConfig, deletions: HeldDeletions, jobs: TimedJobs) => {
        // The AWS SDK is loaded only by a process that stores in S3 (docs/architecture.md, "Adapters load their libraries when chosen").
        const storage = config.get('STORAGE') === 's3'
          ? new (await import('./storage/s3-file-storage.js')).S3FileStorage(config, deletions)
          : new LocalDiskFileStorage(config, deletions);
        // Files a backup kept are deleted within a minute of its end (ADR 0124).
        jobs.register('storage.held-deletions', HELD_DELETIONS_SWEEP_MS, () => storage.sweepHeldDeletions());
        return storage;
      },
    },
  ],
  exports: [
    Clock, EventPublisher, RateLimiter, EventHandlerRegistry, OutboxDispatcher, PgListener, FileStorage, TimedJobs, MemberDataRegistry, ReadModels, Metrics,
    AppLogger, InstanceLifecycle,
  ],
})
export class SharedModule {}

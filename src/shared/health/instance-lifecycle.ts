import { Injectable } from '@nestjs/common';

/**
 * Whether this instance is on its way out. From SIGTERM on, readiness answers 503 while every
 * other route is still served for SHUTDOWN_DELAY_MS: a balancer that probes readiness stops
 * sending new connections before the listener closes (ADR 0125).
 */
@Injectable()
export class InstanceLifecycle {
  private stopping = false;

  beginStopping(): void {
    this.stopping = true;
  }

  get isStopping(): boolean {
    return this.stopping;
  }
}

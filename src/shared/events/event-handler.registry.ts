import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { IntegrationEvent, IntegrationEventType } from './integration-events.js';

const HANDLES = Symbol('poliglota:handles-integration-events');

export type IntegrationEventHandlerFn<T extends IntegrationEventType = IntegrationEventType> = (
  event: IntegrationEvent<T>,
  em: EntityManager,
) => Promise<void>;

export interface RegisteredHandler {
  /** Stable name, part of the deduplication key: `Class.method`. */
  name: string;
  handle: IntegrationEventHandlerFn;
}

/**
 * Marks a provider method as a handler of an integration event. It receives the
 * event and an EntityManager already inside its own transaction (ADR 0005).
 */
export function OnIntegrationEvent(type: IntegrationEventType): MethodDecorator {
  return (_target, _key, descriptor) => {
    const fn = descriptor.value as object;
    const types: IntegrationEventType[] = Reflect.getMetadata(HANDLES, fn) ?? [];
    Reflect.defineMetadata(HANDLES, [...types, type], fn);
  };
}

@Injectable()
export class EventHandlerRegistry implements OnModuleInit {
  private readonly logger = new Logger(EventHandlerRegistry.name);
  private readonly handlers = new Map<string, RegisteredHandler[]>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic()) continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const fn = instance[method];
        if (typeof fn !== 'function') continue;
        const types: IntegrationEventType[] | undefined = Reflect.getMetadata(HANDLES, fn);
        for (const type of types ?? []) {
          this.subscribe(type, `${instance.constructor.name}.${method}`, fn.bind(instance));
        }
      }
    }
  }

  subscribe<T extends IntegrationEventType>(
    type: T,
    name: string,
    handle: IntegrationEventHandlerFn<T>,
  ): void {
    const list = this.handlers.get(type) ?? [];
    if (list.some((h) => h.name === name)) {
      throw new Error(`Handler ${name} is already subscribed to ${type}`);
    }
    list.push({ name, handle: handle as IntegrationEventHandlerFn });
    this.handlers.set(type, list);
    this.logger.debug(`${name} handles ${type}`);
  }

  handlersFor(type: string): readonly RegisteredHandler[] {
    return this.handlers.get(type) ?? [];
  }
}

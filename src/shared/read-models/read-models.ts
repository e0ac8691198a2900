import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { PgListener } from '../notify/pg-listener.js';

/** The channel every instance listens on to hear that a shared read went stale (ADR 0070). */
export const READ_MODEL_STALE_CHANNEL = 'read_model_stale';

/**
 * What a shared read depends on: the triggers of the tables it reads notify these
 * topics (Migration20261127090000_read_model_stale_notify); every read model
 * registered on one of them is rebuilt on its next read, in every instance.
 */
export type ReadModelTopic = 'ranking' | 'members' | 'posts' | 'courses';

export const READ_MODEL_TOPICS: readonly ReadModelTopic[] = ['ranking', 'members', 'posts', 'courses'];

/**
 * One shared read kept in memory (ADR 0070). `get` answers from memory while
 * nothing it depends on changed; after a change, the first reader starts one
 * rebuild and every reader awaits it (single-flight). A change during a rebuild
 * queues at most one more, which starts when the running one ends: under a storm of
 * changes there is never more than one rebuild running and one waiting.
 * A rebuild that fails is not kept; the next reader tries again.
 */
export class ReadModel<T> {
  /** Bumped by every change; an answer is current only if built at the current generation. */
  private generation = 0;
  private current?: { generation: number; value: Promise<T> };
  private running?: { generation: number; value: Promise<T> };
  private queued?: Promise<T>;
  /** Rebuilds started so far (tests and benchmarks read it). */
  rebuilds = 0;

  constructor(
    readonly name: string,
    readonly topics: readonly ReadModelTopic[],
    private readonly build: () => Promise<T>,
    private readonly caching: () => boolean,
  ) {}

  get(): Promise<T> {
    if (this.current && this.current.generation === this.generation && this.caching()) return this.current.value;
    if (this.running) {
      if (this.running.generation === this.generation) return this.running.value;
      // A change arrived after the running rebuild had started: its answer may miss it.
      this.queued ??= this.running.value.then(
        () => this.start(),
        () => this.start(),
      );
      return this.queued;
    }
    return this.start();
  }

  /** Forgets the answer: the next `get` rebuilds. */
  invalidate(): void {
    this.generation += 1;
  }

  private start(): Promise<T> {
    this.queued = undefined;
    const generation = this.generation;
    this.rebuilds += 1;
    const value = this.build();
    const flight = { generation, value };
    this.running = flight;
    value.then(
      () => {
        if (this.running === flight) this.running = undefined;
        if (this.current === undefined || this.current.generation <= generation) this.current = flight;
      },
      () => {
        if (this.running === flight) this.running = undefined;
      },
    );
    return value;
  }
}

/**
 * Many small shared reads kept in memory by key (ADR 0070, 0079): e.g. the member cards
 * beside every post, comment and message. `getMany` answers the keys it holds and loads
 * the rest in one batch, which it keeps only if nothing on its topics changed meanwhile;
 * a change forgets every key. Concurrent readers of a key being loaded await that load
 * (single-flight per key). At most `maxKeys` are kept: beyond that, everything is dropped
 * and the map fills again from the next reads.
 */
export class KeyedReadModel<V> {
  private generation = 0;
  /** null: the loader knows no such key (kept too, so an unknown key costs no query either). */
  private readonly values = new Map<string, V | null>();
  private readonly loading = new Map<string, Promise<Map<string, V>>>();
  /** Batches loaded so far (tests and benchmarks read it). */
  loads = 0;

  constructor(
    readonly name: string,
    readonly topics: readonly ReadModelTopic[],
    private readonly load: (keys: readonly string[]) => Promise<Map<string, V>>,
    private readonly caching: () => boolean,
    private readonly maxKeys = 20_000,
  ) {}

  async getMany(keys: readonly string[]): Promise<Map<string, V>> {
    const unique = [...new Set(keys)];
    if (!this.caching()) {
      this.loads += 1;
      return this.load(unique);
    }
    const found = new Map<string, V>();
    const pending = new Set<Promise<Map<string, V>>>();
    const missing: string[] = [];
    for (const key of unique) {
      if (this.values.has(key)) {
        const value = this.values.get(key);
        if (value !== null && value !== undefined) found.set(key, value);
      } else {
        const flight = this.loading.get(key);
        if (flight) pending.add(flight);
        else missing.push(key);
      }
    }
    if (missing.length > 0) pending.add(this.start(missing));
    for (const batch of await Promise.all(pending)) {
      for (const key of unique) {
        const value = batch.get(key);
        if (value !== undefined) found.set(key, value);
      }
    }
    return found;
  }

  /** Forgets every key: the next reads load them again. */
  invalidate(): void {
    this.generation += 1;
    this.values.clear();
    this.loading.clear();
  }

  private start(keys: readonly string[]): Promise<Map<string, V>> {
    const generation = this.generation;
    this.loads += 1;
    const flight = this.load(keys);
    for (const key of keys) this.loading.set(key, flight);
    flight.then(
      (batch) => {
        if (generation !== this.generation) return;
        for (const key of keys) if (this.loading.get(key) === flight) this.loading.delete(key);
        if (this.values.size + keys.length > this.maxKeys) this.values.clear();
        for (const key of keys) this.values.set(key, batch.get(key) ?? null);
      },
      () => {
        if (generation !== this.generation) return;
        for (const key of keys) if (this.loading.get(key) === flight) this.loading.delete(key);
      },
    );
    return flight;
  }
}

/**
 * The read models of this instance and the one listener that keeps them true
 * across instances (ADR 0070): a `read_model_stale` notification invalidates
 * the models on its topics; a reconnection of the listening connection (changes
 * may have been missed) invalidates them all, and while the connection is down
 * nothing is answered from memory — every read rebuilds (still single-flight).
 */
@Injectable()
export class ReadModels implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ReadModels.name);
  private readonly models: Array<{ topics: readonly ReadModelTopic[]; invalidate(): void }> = [];
  private listening = false;
  private stops: Array<() => unknown> = [];

  constructor(private readonly listener: PgListener) {}

  /** A read model rebuilt by `build` whenever a fact on one of `topics` is committed. */
  register<T>(name: string, topics: readonly ReadModelTopic[], build: () => Promise<T>): ReadModel<T> {
    const model = new ReadModel<T>(name, topics, build, () => this.listening && this.listener.connected);
    this.models.push(model);
    return model;
  }

  /** Values by key (e.g. member cards), each kept until a fact on one of `topics` is committed. */
  registerKeyed<V>(
    name: string,
    topics: readonly ReadModelTopic[],
    load: (keys: readonly string[]) => Promise<Map<string, V>>,
  ): KeyedReadModel<V> {
    const model = new KeyedReadModel<V>(name, topics, load, () => this.listening && this.listener.connected);
    this.models.push(model);
    return model;
  }

  async onApplicationBootstrap(): Promise<void> {
    try {
      this.stops.push(this.listener.onReconnect(() => this.invalidate(READ_MODEL_TOPICS)));
      this.stops.push(
        await this.listener.listen(READ_MODEL_STALE_CHANNEL, (payload) =>
          this.invalidate(payload.split(',') as ReadModelTopic[]),
        ),
      );
      this.listening = true;
      // Whatever was built before the listening connection was up may have missed a change.
      this.invalidate(READ_MODEL_TOPICS);
    } catch (error) {
      this.logger.warn(`Read model changes cannot be listened to; every shared read is rebuilt: ${String(error)}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.listening = false;
    await Promise.all(this.stops.map(async (stop) => stop()));
    this.stops = [];
  }

  /** Invalidates, in this instance only, the models on any of `topics`. */
  invalidate(topics: readonly ReadModelTopic[]): void {
    for (const model of this.models) {
      if (model.topics.some((topic) => topics.includes(topic))) model.invalidate();
    }
  }
}

import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/** A worker's request for the host's figures, and the primary's answer (IPC of node:cluster). */
const ASK = 'poliglota:metrics?';
const ANSWER = 'poliglota:metrics';
const ANSWER_WITHIN_MS = 5_000;

interface Message {
  type?: unknown;
  id?: number;
  text?: string;
  error?: string;
}

/**
 * The primary of WEB_CONCURRENCY > 1 (ADR 0095): a scrape reaches whichever worker node:cluster
 * handed the connection, which asks the primary; the primary collects every worker's registry
 * (prom-client's AggregatorRegistry) and answers with the host's figures, counters summed.
 */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: Message) => {
    if (message?.type !== ASK) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text }),
      (error: unknown) => worker.send({ type: ANSWER, id: message.id, error: String(error) }),
    );
  });
}

/**
 * In a worker of the cluster: offers `registry` to the primary's aggregation and returns how to
 * read the whole host's figures; outside a cluster, null (the process answers for itself).
 */
export function clusterMetricsReader(registry: Registry): (() => Promise<string>) | null {
  if (!cluster.isWorker || !process.send) return null;
  // Constructing one makes prom-client answer the primary's requests in this worker.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
  let next = 0;
  const pending = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }>();
  process.on('message', (message: Message) => {
    if (message?.type !== ANSWER || message.id === undefined) return;
    const request = pending.get(message.id);
    if (!request) return;
    pending.delete(message.id);
    clearTimeout(request.timer);
    if (message.error !== undefined) request.reject(new Error(message.error));
    else request.resolve(message.text ?? '');
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      next += 1;
      const id = next;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error('The primary did not answer for the workers’ metrics'));
      }, ANSWER_WITHIN_MS);
      pending.set(id, { resolve, reject, timer });
      process.send!({ type: ASK, id });
    });
}

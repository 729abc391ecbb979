import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type Registry } from 'prom-client';

const REQUEST = 'eventing:metrics-request';
const RESPONSE = 'eventing:metrics-response';
const ANSWER_TIMEOUT_MS = 10_000;

type MetricsText = { text: string; contentType: string };
type Message = { type?: unknown; id?: unknown; text?: unknown; error?: unknown };

/**
 * In a cluster worker: answers the primary's requests for this process's metrics (prom-client's
 * aggregation), so that every worker's requests, streams and saves are added up.
 */
export function offerMetricsToPrimary(registry: Registry) {
  AggregatorRegistry.setRegistries([registry]);
  return new AggregatorRegistry();
}

/**
 * In the cluster primary: the sum of every worker's metrics, and the answer to a worker that was
 * asked for them on the public port (METRICS_TOKEN).
 */
export function aggregateWorkerMetrics() {
  const aggregator = new AggregatorRegistry();
  const read = async (): Promise<MetricsText> => ({
    text: await aggregator.clusterMetrics(),
    contentType: aggregator.contentType,
  });
  cluster.on('message', (worker, message: Message) => {
    if (message.type !== REQUEST) return;
    read().then(
      (answer) => worker.send({ type: RESPONSE, id: message.id, ...answer }),
      (error: unknown) => worker.send({ type: RESPONSE, id: message.id, error: String(error) }),
    );
  });
  return read;
}

/** In a cluster worker: asks the primary for every worker's metrics added up. */
export function askPrimaryForMetrics(): Promise<MetricsText> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', listen);
      reject(new Error('the cluster primary did not answer with the metrics'));
    }, ANSWER_TIMEOUT_MS);
    const listen = (message: Message) => {
      if (message.type !== RESPONSE || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', listen);
      if (typeof message.text === 'string') {
        resolve({
          text: message.text,
          contentType: String((message as { contentType?: unknown }).contentType),
        });
      } else reject(new Error(String(message.error)));
    };
    process.on('message', listen);
    process.send?.({ type: REQUEST, id });
  });
}

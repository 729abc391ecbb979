import { Counter, Histogram, type Registry } from 'prom-client';

type AnswerLabels = { method: string; route: string; status_code: string };
type LabelName = keyof AnswerLabels;

/** The latency buckets, in seconds: from a hot read answered from memory to a slow import. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

const DURATIONS = 'http_request_duration_seconds';
const DURATIONS_HELP =
  'Time to answer an HTTP request, by method, route pattern and status (live streams not included).';

/** What one method, route pattern and status has answered since the process started. */
type Row = {
  readonly labels: AnswerLabels;
  count: number;
  timed: number;
  seconds: number;
  /** Timed answers per bucket, not cumulative; the last slot is above the largest bound. */
  readonly buckets: number[];
};

/**
 * The requests answered and their latency, counted in plain numbers per label set and handed to
 * prom-client when the metrics are read (docs/decisions/070-answers-tallied-for-the-metrics.md):
 * prom-client checks and hashes the labels on every observation, a visible share of an answer
 * given from memory.
 */
export class AnswerTally {
  private readonly rows = new Map<string, Row>();

  add(method: string, route: string, status: number, seconds: number | null) {
    const key = `${method} ${status} ${route}`;
    let row = this.rows.get(key);
    if (!row) {
      row = {
        labels: { method, route, status_code: String(status) },
        count: 0,
        timed: 0,
        seconds: 0,
        buckets: new Array<number>(DURATION_BUCKETS.length + 1).fill(0),
      };
      this.rows.set(key, row);
    }
    row.count += 1;
    if (seconds === null) return;
    row.timed += 1;
    row.seconds += seconds;
    let bucket = 0;
    while (bucket < DURATION_BUCKETS.length && seconds > (DURATION_BUCKETS[bucket] ?? 0)) {
      bucket += 1;
    }
    row.buckets[bucket] = (row.buckets[bucket] ?? 0) + 1;
  }

  /** `http_requests_total` and `http_request_duration_seconds`, read from this tally. */
  register(registry: Registry) {
    const rows = this.rows;
    const labelNames: LabelName[] = ['method', 'route', 'status_code'];
    new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status (live streams counted when they end).',
      labelNames,
      registers: [registry],
      collect() {
        this.reset();
        for (const row of rows.values()) this.inc(row.labels, row.count);
      },
    });
    registry.registerMetric(new TalliedDurations(rows, labelNames));
  }
}

/**
 * prom-client's histogram whose values come from the tally: the text and the cluster's
 * aggregation read `get()`, which answers from the rows instead of prom-client's own map.
 */
class TalliedDurations extends Histogram<LabelName | 'le'> {
  constructor(
    private readonly rows: Map<string, Row>,
    labelNames: LabelName[],
  ) {
    const configuration = {
      name: DURATIONS,
      help: DURATIONS_HELP,
      labelNames,
      buckets: [...DURATION_BUCKETS],
      registers: [],
    };
    super(configuration);
    this.shape = new Histogram(configuration);
  }

  /** An empty histogram of the same name, never registered: its `get()` describes this one. */
  private readonly shape: Histogram<LabelName | 'le'>;

  /** The registry writes the text from this when a metric has it, else from `get()`. */
  readonly getForPromString = () => this.get();

  override get(): ReturnType<Histogram<LabelName | 'le'>['get']> {
    const values: Array<{
      labels: Partial<Record<LabelName | 'le', string | number>>;
      value: number;
      metricName: string;
    }> = [];
    for (const row of this.rows.values()) {
      if (row.timed === 0) continue;
      let below = 0;
      DURATION_BUCKETS.forEach((bound, index) => {
        below += row.buckets[index] ?? 0;
        values.push({
          labels: { le: bound, ...row.labels },
          value: below,
          metricName: `${DURATIONS}_bucket`,
        });
      });
      values.push(
        {
          labels: { le: '+Inf', ...row.labels },
          value: row.timed,
          metricName: `${DURATIONS}_bucket`,
        },
        { labels: row.labels, value: row.seconds, metricName: `${DURATIONS}_sum` },
        { labels: row.labels, value: row.timed, metricName: `${DURATIONS}_count` },
      );
    }
    // prom-client's own description of this histogram (name, help, type), with the tally's values.
    return this.shape.get().then((shape) => ({ ...shape, values }));
  }
}

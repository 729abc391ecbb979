import { AggregatorRegistry, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { AnswerTally } from './answer-tally';

function lines(text: string, prefix: string) {
  return text.split('\n').filter((line) => line.startsWith(prefix));
}

describe('the answer tally', () => {
  it('counts answers and puts each latency in its cumulative buckets, as prom-client would', async () => {
    const registry = new Registry();
    const tally = new AnswerTally();
    tally.register(registry);
    const route = '/api/competitions/:id/entries';
    tally.add('GET', route, 304, 0.0004);
    tally.add('GET', route, 304, 0.02);
    tally.add('GET', route, 304, 12);
    tally.add('GET', route, 200, 0.005);
    tally.add('GET', '/api/competitions/:id/events', 200, null);
    const text = await registry.metrics();
    const labels = `method="GET",route="${route}",status_code="304"`;
    expect(lines(text, 'http_requests_total{')).toEqual([
      `http_requests_total{${labels}} 3`,
      `http_requests_total{method="GET",route="${route}",status_code="200"} 1`,
      'http_requests_total{method="GET",route="/api/competitions/:id/events",status_code="200"} 1',
    ]);
    const buckets = lines(text, `http_request_duration_seconds_bucket{`).filter((line) =>
      line.includes('status_code="304"'),
    );
    expect(buckets).toEqual([
      `http_request_duration_seconds_bucket{le="0.005",${labels}} 1`,
      `http_request_duration_seconds_bucket{le="0.01",${labels}} 1`,
      `http_request_duration_seconds_bucket{le="0.025",${labels}} 2`,
      `http_request_duration_seconds_bucket{le="0.05",${labels}} 2`,
      `http_request_duration_seconds_bucket{le="0.1",${labels}} 2`,
      `http_request_duration_seconds_bucket{le="0.25",${labels}} 2`,
      `http_request_duration_seconds_bucket{le="0.5",${labels}} 2`,
      `http_request_duration_seconds_bucket{le="1",${labels}} 2`,
      `http_request_duration_seconds_bucket{le="2.5",${labels}} 2`,
      `http_request_duration_seconds_bucket{le="5",${labels}} 2`,
      `http_request_duration_seconds_bucket{le="10",${labels}} 2`,
      `http_request_duration_seconds_bucket{le="+Inf",${labels}} 3`,
    ]);
    expect(lines(text, `http_request_duration_seconds_count{${labels}}`)).toEqual([
      `http_request_duration_seconds_count{${labels}} 3`,
    ]);
    expect(lines(text, `http_request_duration_seconds_sum{${labels}}`)).toEqual([
      `http_request_duration_seconds_sum{${labels}} 12.0204`,
    ]);
    // A latency on a bound falls in that bound's bucket; an event stream is counted, never timed.
    expect(text).toContain(
      `http_request_duration_seconds_bucket{le="0.005",method="GET",route="${route}",status_code="200"} 1`,
    );
    expect(text).not.toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/competitions/:id/events"',
    );
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('adds up across processes through prom-client’s aggregation of the histogram', async () => {
    const metricsOf = async () => {
      const registry = new Registry();
      const tally = new AnswerTally();
      tally.register(registry);
      tally.add('GET', '/api/health', 200, 0.001);
      return registry.getMetricsAsJSON();
    };
    const sum = AggregatorRegistry.aggregate([await metricsOf(), await metricsOf()]);
    const text = await sum.metrics();
    const labels = 'method="GET",route="/api/health",status_code="200"';
    expect(text).toContain(`http_request_duration_seconds_count{${labels}} 2`);
    expect(text).toContain(`http_request_duration_seconds_bucket{le="0.005",${labels}} 2`);
    expect(text).toContain(`http_requests_total{${labels}} 2`);
  });
});

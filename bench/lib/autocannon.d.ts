// The few parts of autocannon's API the load worker uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    type Request = {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    };
    type Histogram = {
      average: number;
      total: number;
      p50: number;
      p97_5: number;
      p99: number;
      max: number;
    };
    type Options = {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      headers?: Record<string, string>;
      requests?: { setupRequest?: (request: Request) => Request }[];
    };
    type Result = {
      requests: Histogram;
      latency: Histogram;
      duration: number;
      non2xx: number;
      errors: number;
      timeouts: number;
      statusCodeStats?: Record<string, { count: number }>;
    };
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}

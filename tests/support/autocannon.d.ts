/** The part of autocannon 9's API the load tests use (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    type Request = {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Called before each send of this request: the request as sent. */
      setupRequest?: (request: Request) => Request;
    };
    type Options = {
      url: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      amount?: number;
      /** Seconds before a request counts as a timeout. */
      timeout?: number;
      requests?: Request[];
      /** Requests a second from all connections together; none: as fast as answered. */
      overallRate?: number;
    };
    /** Percentiles and summary figures; latency in milliseconds, requests and throughput per second. */
    type Histogram = {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p99: number;
      p99_9: number;
      sent: number;
    };
    type Result = {
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      /** Seconds. */
      duration: number;
      errors: number;
      timeouts: number;
      mismatches: number;
      non2xx: number;
      resets: number;
      '1xx': number;
      '2xx': number;
      '3xx': number;
      '4xx': number;
      '5xx': number;
    };
  }
  /** A run: its result, and an event per answer (its latency in milliseconds, unrounded). */
  function autocannon(options: autocannon.Options): Promise<autocannon.Result> & {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, latencyMs: number) => void,
    ): void;
  };
  export default autocannon;
}

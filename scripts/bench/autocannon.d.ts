/** The part of autocannon 9 the benchmarks use (it ships no types). */
declare module 'autocannon' {
  type Request = {method?: string; path?: string; headers?: Record<string, string>; body?: string};
  type Options = {url: string; connections?: number; duration?: number; requests?: Request[]};
  type Histogram = {average: number; mean: number; p50: number; p99: number; max: number};
  type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}

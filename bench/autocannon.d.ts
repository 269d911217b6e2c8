/** The part of autocannon's programmatic API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    min: number;
    max: number;
    average: number;
    mean: number;
    stddev: number;
    total: number;
    p2_5: number;
    p50: number;
    p75: number;
    p90: number;
    p97_5: number;
    p99: number;
    p99_9: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
    method?: string;
    title?: string;
    /** Requests each connection sends in turn (bench/leak.ts). */
    requests?: Array<{ method?: string; path?: string; headers?: Record<string, string> }>;
  }
  interface Result {
    title?: string;
    url: string;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result> & { stop(): void };
  export = autocannon;
}

// autocannon 9 ships no types and @types/autocannon is not installed: just what the benchmark uses.
declare module 'autocannon' {
  interface AutocannonOptions {
    url: string;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    pipelining?: number;
  }

  /** Latencies in milliseconds (whole milliseconds: autocannon's histogram has 1 ms resolution). */
  interface AutocannonStats {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    total?: number;
  }

  interface AutocannonResult {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    statusCodeStats: Record<string, { count: number }>;
    latency: AutocannonStats;
    /** Per-second samples; `total` is the number of completed requests. */
    requests: AutocannonStats & { total: number; sent: number };
    /** Bytes per second samples; `total` is all response bytes. */
    throughput: AutocannonStats & { total: number };
  }

  function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
  export default autocannon;
  export type { AutocannonOptions, AutocannonResult, AutocannonStats };
}

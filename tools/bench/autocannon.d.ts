/**
 * The part of autocannon's programmatic API the benchmark uses (autocannon ships no types).
 * See node_modules/autocannon/README.md, "API".
 */
declare module 'autocannon' {
  export interface RequestParams {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string | Buffer
  }

  export interface Request extends RequestParams {
    /** Called before each request is sent; returns the request to send. */
    setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams
  }

  /** One connection; `setupClient` may give it requests of its own (a token per connection). */
  export interface Client {
    setRequests(requests: Request[]): void
  }

  export interface Options {
    url: string
    connections?: number
    /** Seconds. */
    duration?: number
    pipelining?: number
    timeout?: number
    headers?: Record<string, string>
    requests?: Request[]
    /** Called once for each connection, before its first request. */
    setupClient?: (client: Client) => void
    title?: string
  }

  export interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p50: number
    p90: number
    p97_5: number
    p99: number
  }

  export interface Result {
    title?: string
    url: string
    connections: number
    /** Seconds. */
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    resets: number
    '2xx': number
    statusCodeStats: Record<string, { count: number }>
    /** Milliseconds. */
    latency: Histogram & { totalCount: number }
    /** Requests per second (one sample a second). */
    requests: Histogram & { sent: number }
    /** Bytes per second. */
    throughput: Histogram
  }

  /** Without a callback, autocannon returns an event emitter that is also a promise. */
  function autocannon(options: Options): PromiseLike<Result>
  export default autocannon
}

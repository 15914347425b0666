// The slice of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string
      path?: string
      headers?: Record<string, string>
      body?: string
      setupRequest?: (req: Request) => Request
    }
    interface Options {
      /** Several URLs: the connections are spread over them (cluster-bench.ts). */
      url: string | string[]
      connections?: number
      duration?: number
      requests?: Request[]
    }
    interface Histogram {
      average: number
      p50: number
      p90: number
      p99: number
      max: number
      /** The number of samples: for `requests`, the requests completed. */
      total: number
    }
    interface Result {
      requests: Histogram
      latency: Histogram
      non2xx: number
      errors: number
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>
  export default autocannon
}

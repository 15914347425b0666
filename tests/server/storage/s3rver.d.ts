// s3rver ships no types; only what the S3 storage test uses.
declare module 's3rver' {
  export default class S3rver {
    constructor(options: { address?: string; port?: number; silent?: boolean; directory: string; configureBuckets?: { name: string }[] })
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}

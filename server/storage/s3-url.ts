/** What S3_URL says: where the bucket is and how to reach it. */
export interface S3Location {
  /** https://host[:port], or http:// for s3+http:// URLs (a local MinIO, s3rver, Garage). */
  endpoint: string
  bucket: string
  /** Prepended to every key ("" or "path/"), so that several deployments can share one bucket. */
  prefix: string
  region: string
  forcePathStyle: boolean
  /** Absent: the AWS SDK's own chain (AWS_ACCESS_KEY_ID, an instance role, ...). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined
}

const TRUE = new Set(['1', 'true', 'yes'])

/**
 * Reads `s3://KEY:SECRET@host[:port]/bucket[/prefix]?region=eu-west-3&forcePathStyle=1`.
 * `s3://` talks HTTPS to the host; `s3+http://` plain HTTP (only for a server on a trusted network).
 * Key and secret are URL-encoded (a `/` in a secret is `%2F`). Throws naming what is wrong.
 */
export function parseS3Url(raw: string): S3Location {
  const scheme = /^(s3(?:\+https?)?):\/\//i.exec(raw)?.[1]?.toLowerCase()
  if (!scheme) throw new Error('S3_URL must start with s3:// or s3+http://')
  let url: URL
  try {
    // URL parses the authority and the path of any scheme the same way once it is http-like.
    url = new URL(raw.replace(/^[^:]+:/, 'http:'))
  } catch {
    throw new Error('S3_URL is not a URL (s3://KEY:SECRET@host[:port]/bucket?region=...)')
  }
  if (!url.hostname) throw new Error('S3_URL needs a host (s3.<region>.amazonaws.com, or your S3-compatible server)')
  const [bucket, ...rest] = url.pathname.split('/').filter((p) => p !== '')
  if (!bucket) throw new Error('S3_URL needs a bucket: s3://KEY:SECRET@host/bucket')
  const user = decodeURIComponent(url.username)
  const secret = decodeURIComponent(url.password)
  if (Boolean(user) !== Boolean(secret)) throw new Error('S3_URL: give both the access key and the secret (KEY:SECRET@), or neither')
  const protocol = scheme === 's3+http' ? 'http' : 'https'
  return {
    endpoint: `${protocol}://${url.host}`,
    bucket,
    prefix: rest.length > 0 ? `${rest.join('/')}/` : '',
    region: url.searchParams.get('region') || 'us-east-1',
    forcePathStyle: TRUE.has((url.searchParams.get('forcePathStyle') ?? '').toLowerCase()),
    credentials: user ? { accessKeyId: user, secretAccessKey: secret } : undefined,
  }
}

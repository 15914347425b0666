import type { S3Client } from '@aws-sdk/client-s3'
import { assertStorageKey, type FileStorage } from './file-storage'
import { parseS3Url } from './s3-url'
import { serviceUnavailable } from '../errors'

// The SDK takes a second or more to load: only processes that use S3 pay it, at their first file.
const sdk = () => import('@aws-sdk/client-s3')

/**
 * The store did not do what was asked (unreachable, refusing, timing out): the member's request
 * answers 503 in the spec's shape, logged with the store's error, rather than a 500.
 */
function unavailable(err: unknown): never {
  throw serviceUnavailable(err)
}

/** Files in an S3-compatible bucket (S3_URL), through the AWS SDK: AWS, MinIO, Garage, Ceph, s3rver. */
export function s3Storage(s3Url: string): FileStorage {
  const where = parseS3Url(s3Url)
  let client: Promise<S3Client> | null = null
  const connect = () =>
    (client ??= sdk().then(
      ({ S3Client }) =>
        new S3Client({
          endpoint: where.endpoint,
          region: where.region,
          forcePathStyle: where.forcePathStyle,
          credentials: where.credentials,
          // A store that is down fails a member's upload within seconds (503), rather than hold it.
          maxAttempts: 2,
          requestHandler: { connectionTimeout: 2_000, requestTimeout: 15_000 },
        }),
    ))
  const Bucket = where.bucket
  const Key = (key: string) => `${where.prefix}${key}`
  return {
    label: `S3 bucket ${where.bucket}${where.prefix ? `/${where.prefix}` : ''} at ${where.endpoint}`,
    put: async (key, content, contentType) => {
      assertStorageKey(key)
      const { PutObjectCommand } = await sdk()
      await (await connect()).send(new PutObjectCommand({ Bucket, Key: Key(key), Body: content, ContentType: contentType })).catch(unavailable)
    },
    get: async (key) => {
      const { GetObjectCommand, NoSuchKey } = await sdk()
      try {
        const answer = await (await connect()).send(new GetObjectCommand({ Bucket, Key: Key(key) }))
        if (!answer.Body) return null
        return Buffer.from(await answer.Body.transformToByteArray())
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null
        return unavailable(err)
      }
    },
    remove: async (key) => {
      const { DeleteObjectCommand } = await sdk()
      await (await connect()).send(new DeleteObjectCommand({ Bucket, Key: Key(key) })).catch(unavailable)
    },
    ping: async () => {
      const { HeadBucketCommand } = await sdk()
      await (await connect()).send(new HeadBucketCommand({ Bucket }))
    },
    close: async () => {
      if (client) (await client).destroy()
    },
  }
}

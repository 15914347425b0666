import { parseS3Url } from './s3-url'

describe('parseS3Url', () => {
  it.each([
    [
      's3://AKIA:se%2Fcret@s3.eu-west-3.amazonaws.com/uploads?region=eu-west-3',
      {
        endpoint: 'https://s3.eu-west-3.amazonaws.com',
        bucket: 'uploads',
        prefix: '',
        region: 'eu-west-3',
        forcePathStyle: false,
        credentials: { accessKeyId: 'AKIA', secretAccessKey: 'se/cret' },
      },
    ],
    [
      's3+http://S3RVER:S3RVER@127.0.0.1:4569/bucket/prod/files?forcePathStyle=1',
      {
        endpoint: 'http://127.0.0.1:4569',
        bucket: 'bucket',
        prefix: 'prod/files/',
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      },
    ],
    ['s3://minio.internal:9000/b?forcePathStyle=true', { endpoint: 'https://minio.internal:9000', bucket: 'b', credentials: undefined, forcePathStyle: true }],
  ])('%s', (raw, expected) => {
    expect(parseS3Url(raw)).toMatchObject(expected)
  })

  it.each([
    ['http://host/bucket', /must start with s3/],
    ['s3://key:secret@host', /needs a bucket/],
    ['s3://key@host/bucket', /both the access key and the secret/],
  ])('refuses %s', (raw, message) => {
    expect(() => parseS3Url(raw)).toThrow(message)
  })
})

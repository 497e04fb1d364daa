import { Readable } from "node:stream"
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from "@aws-sdk/client-s3"
import { FileStorage, isBytes } from "@iw/core"
import { Effect, Layer } from "effect"

export interface S3StorageOptions {
  readonly bucket: string
  readonly region: string
  /** An S3-compatible server (MinIO, Ceph, s3rver, …); absent: AWS itself. */
  readonly endpoint?: string
  /** Path-style addressing (`endpoint/bucket/key`), which most S3-compatible servers need. */
  readonly forcePathStyle?: boolean
  /** Absent: the SDK's default chain (environment, profile, instance role). */
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string }
  /** Keys are stored under this prefix (default none). */
  readonly prefix?: string
}

const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/

/** The object key of a storage key; a key that is not server-made is refused, as on local disk. */
export const objectKey = (prefix: string, key: string): string => {
  if (!KEY.test(key)) throw new Error(`bad storage key: ${key}`)
  return `${prefix}${key}`
}

const notFound = (e: unknown) => {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } }
  return err?.name === "NoSuchKey" || err?.name === "NotFound" || err?.$metadata?.httpStatusCode === 404
}

/**
 * File storage on an S3-compatible server (AWS SDK v3), so several API processes share the files. A put streams the
 * body with its known length in one request (S3 makes an object visible only when it is whole); a read streams the
 * object back. Checksums are sent and checked only where S3 requires them, which S3-compatible servers accept.
 */
export const FileStorageS3 = (options: S3StorageOptions) => {
  const config: S3ClientConfig = {
    region: options.region,
    forcePathStyle: options.forcePathStyle ?? false,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: { ...options.credentials } } : {})
  }
  const client = new S3Client(config)
  const prefix = options.prefix ?? ""
  const Bucket = options.bucket
  return Layer.succeed(FileStorage)({
    put: (key, bytes) =>
      Effect.promise(async () => {
        const Key = objectKey(prefix, key)
        if (isBytes(bytes)) await client.send(new PutObjectCommand({ Bucket, Key, Body: bytes, ContentLength: bytes.length }))
        else await client.send(new PutObjectCommand({ Bucket, Key, Body: Readable.from(bytes.chunks), ContentLength: bytes.size }))
      }),
    read: (key) =>
      Effect.promise(async () => {
        const Key = objectKey(prefix, key)
        try {
          const out = await client.send(new GetObjectCommand({ Bucket, Key }))
          const body = out.Body as unknown as AsyncIterable<Uint8Array> | undefined
          if (!body) return null
          return { size: Number(out.ContentLength ?? 0), chunks: body }
        } catch (e) {
          if (notFound(e)) return null
          throw e
        }
      }),
    remove: (key) =>
      Effect.promise(async () => {
        await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(prefix, key) }))
      })
  })
}

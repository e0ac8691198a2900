import type { Readable } from 'node:stream';
import { Logger } from '@nestjs/common';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { AppConfig } from '../../config/index.js';
import { FileStorage, FileStorageUnavailableError, IMMUTABLE_CACHE, SAFE_KEY, type StoredFile } from './file-storage.js';
import type { HeldDeletions } from './held-deletions.js';

/**
 * Files in an S3-compatible object store (ADR 0066), so every instance sees the
 * same pictures. The app hands out `/uploads/<key>` and serves the object from
 * there (or redirects to S3_PUBLIC_URL): the bucket needs no public access.
 */
export class S3FileStorage extends FileStorage {
  private readonly logger = new Logger(S3FileStorage.name);
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: AppConfig, deletions: HeldDeletions) {
    super(deletions);
    const s3 = config.s3;
    this.bucket = s3.bucket;
    this.client = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      // Buckets in the path, not the host name: what MinIO, Garage, Ceph and s3rver expect.
      forcePathStyle: s3.endpoint !== undefined,
      // Recent SDKs add CRC checksums that object stores other than AWS refuse.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // An unreachable store fails the request in seconds, never hangs it.
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 2_000, requestTimeout: 15_000 },
    });
  }

  protected async write(key: string, bytes: Buffer, contentType: string): Promise<void> {
    try {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType, CacheControl: IMMUTABLE_CACHE }),
      );
    } catch (error) {
      this.logger.error({ err: error, key }, 'Object store refused an upload');
      throw new FileStorageUnavailableError();
    }
  }

  protected async erase(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async open(key: string): Promise<StoredFile | undefined> {
    if (!SAFE_KEY.test(key)) return undefined;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        body: object.Body as Readable,
        contentType: object.ContentType ?? 'application/octet-stream',
        contentLength: object.ContentLength,
        etag: object.ETag,
      };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
      this.logger.error({ err: error, key }, 'Object store did not give a file');
      throw new FileStorageUnavailableError();
    }
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }
}

import {
  DeleteObjectCommand,
  GetObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  FileMissingError,
  isStorageKey,
  type FileStorage,
  type S3StorageSettings,
} from './storage';

/** Parts of a multipart upload; a file smaller than one part goes up in one PutObject. */
const PART_SIZE = 8 * 1024 * 1024;

export interface S3StorageOptions {
  /** A ready client (tests); otherwise one is made from the settings. */
  client?: S3Client;
  /** Bytes per part, at least S3's minimum of 5 MiB. */
  partSize?: number;
}

function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key ${JSON.stringify(key)}`);
  return key;
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/**
 * Attachments in an S3-compatible bucket, one object per key. Uploads stream through
 * lib-storage (multipart above one part), so a file is never held whole in memory; an upload that
 * fails leaves no object behind (a failed multipart upload is aborted).
 */
export function createS3FileStorage(
  settings: S3StorageSettings,
  options: S3StorageOptions = {},
): FileStorage {
  const s3 =
    options.client ??
    new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Many S3-compatible stores reject the SDK's newer default checksum headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const Bucket = settings.bucket;

  return {
    async put(key, content) {
      const Key = checkedKey(key);
      let size = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      // A source that fails midway fails the counter, and with it the upload.
      const piped = pipeline(content, counted);
      piped.catch(() => undefined);
      const upload = new Upload({
        client: s3,
        params: { Bucket, Key, Body: counted },
        partSize: options.partSize ?? PART_SIZE,
        queueSize: 2,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
        await piped;
      } catch (error) {
        // Stops the source too when the store refused first, so the request does not hang.
        counted.destroy();
        throw error;
      }
      return size;
    },

    async get(key) {
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        if (!(answer.Body instanceof Readable)) throw new Error(`No content for ${key}`);
        return answer.Body;
      } catch (error) {
        if (isMissing(error)) throw new FileMissingError(key);
        throw error;
      }
    },

    async delete(key) {
      try {
        await s3.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}

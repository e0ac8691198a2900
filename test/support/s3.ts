import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const TEST_BUCKET = 'poliglota-test';

export interface TestObjectStore {
  /** The environment that points the app at this store (STORAGE=s3 …). */
  env: Record<string, string>;
  port: number;
  /** Stops the server; its files stay, so `start` brings the same objects back. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and deletes its files. */
  close(): Promise<void>;
}

/** A real S3-protocol server (s3rver) on loopback, with one bucket, files in a temporary directory. */
export async function startObjectStore(): Promise<TestObjectStore> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'poliglota-s3-'));
  let port = 0;
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: TEST_BUCKET }] });
    port = (await server.run()).port;
  };
  const stop = async () => {
    // The app's client keeps connections alive: cut them, or close waits for them.
    server?.httpServer?.closeAllConnections();
    await server?.close();
    server = undefined;
  };
  await start();
  return {
    port,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_BUCKET: TEST_BUCKET,
      // s3rver's fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    start,
    stop,
    close: async () => {
      await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

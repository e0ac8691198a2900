export { FileStorage, FileStorageUnavailableError, PRIVATE_KEY_PREFIX, UPLOADS_URL_PREFIX, type StoredFile } from './file-storage.js';
export { LocalDiskFileStorage } from './local-disk-file-storage.js';
export { S3FileStorage } from './s3-file-storage.js';
export { serveUploads } from './serve-uploads.js';

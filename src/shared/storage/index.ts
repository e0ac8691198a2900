export { FileStorage, FileStorageUnavailableError, PRIVATE_KEY_PREFIX, UPLOADS_URL_PREFIX, type StoredFile } from './file-storage.js';
export { LocalDiskFileStorage } from './local-disk-file-storage.js';
export { BACKUP_LOCK, HeldDeletions } from './held-deletions.js';
export { HeldFileDeletionEntity } from './held-file-deletion.entity.js';
// S3FileStorage (./s3-file-storage.js) is loaded by SharedModule only when STORAGE=s3: the AWS SDK is
// a few hundred modules that a process on the local disk never needs.
export { TemporaryFilesSweep } from './temporary-files-sweep.js';
export { serveUploads } from './serve-uploads.js';

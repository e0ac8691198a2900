import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Metadata } from 'sharp';
import { lockFor } from '../../../shared/transactions.js';
import { Clock } from '../../../shared/time/index.js';
import {
  PICTURE_MAX_PIXELS,
  PICTURE_MAX_SIDE,
  PICTURE_UPLOADS_PER_HOUR,
  sniffPictureType,
} from '../domain/image-type.js';
import { MemberNotFoundError } from './identity.errors.js';
import { IdentityApi } from './identity.api.js';
import { FileStorage } from '../../../shared/storage/index.js';
import { SettingsRepository } from '../adapters/persistence/settings.repository.js';
import {
  PictureDimensionsTooLargeError,
  PictureTypeInvalidError,
  PictureUploadsLimitedError,
} from './settings.errors.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Profile pictures (ADR 0026): the bytes decide the type, sharp decodes and
 * re-encodes them (metadata such as EXIF/GPS is not carried over), and only the
 * clean WebP is stored, under a content-hashed name, through the FileStorage port
 * (docs/architecture.md, "Persistence and ports").
 */
@Injectable()
export class ProfilePictureService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly repository: SettingsRepository,
    private readonly storage: FileStorage,
    private readonly identity: IdentityApi,
  ) {}

  /**
   * Counts an upload attempt against the hourly limit, before any byte is read
   * (decoding is the expensive part). Serialised per member, so parallel
   * uploads cannot all slip under the limit.
   */
  async reserveUpload(memberId: string): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      await lockFor(em, `profile-picture-upload:${memberId}`);
      const now = this.clock.now();
      const recent = await this.repository.uploadsSince(em, memberId, new Date(now.getTime() - HOUR_MS));
      if (recent.count >= PICTURE_UPLOADS_PER_HOUR) {
        const resetsAt = (recent.oldest?.getTime() ?? now.getTime()) + HOUR_MS;
        throw new PictureUploadsLimitedError((resetsAt - now.getTime()) / 1000, PICTURE_UPLOADS_PER_HOUR);
      }
      await this.repository.recordUpload(em, memberId, now);
    });
  }

  /** Replaces the member's picture with the re-encoded upload; returns its URL. */
  async replacePicture(memberId: string, upload: Buffer): Promise<string> {
    const webp = await reencode(upload);
    const hash = createHash('sha256').update(memberId).update(':').update(webp).digest('hex').slice(0, 32);
    const url = await this.storage.save(`profile-pictures/${hash}.webp`, webp, 'image/webp');
    let previous: string | null = null;
    try {
      await this.em.fork().transactional(async (em) => {
        const current = await this.repository.lockMember(em, memberId);
        if (!current) throw new MemberNotFoundError();
        await this.identity.assertCanParticipate(em, memberId);
        previous = current.picture;
        await this.repository.setPicture(em, memberId, url, this.clock.now());
      });
    } catch (error) {
      // Not committed: the new object names nothing (unless it is the current picture again).
      if (previous !== url) await this.storage.discard(url);
      throw error;
    }
    // Deleted after the commit, never before (ADR 0066).
    if (previous && previous !== url) await this.storage.discard(previous);
    return url;
  }
}

/** Decodes the first frame with a pixel budget and writes a metadata-free WebP of at most 512×512. */
async function reencode(upload: Buffer): Promise<Buffer> {
  const type = sniffPictureType(upload);
  if (!type) throw new PictureTypeInvalidError();
  const options = { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error' as const, animated: false };
  // sharp and libvips are loaded by the first picture a process re-encodes, not by every start.
  const { default: sharp } = await import('sharp');
  let metadata: Metadata;
  try {
    metadata = await sharp(upload, options).metadata();
  } catch (error) {
    throw refusal(error);
  }
  // The header's canvas is checked before decoding: a bomb never gets decoded.
  if (metadata.format !== type) throw new PictureTypeInvalidError();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > PICTURE_MAX_PIXELS) {
    throw new PictureDimensionsTooLargeError({ maxMegapixels: PICTURE_MAX_PIXELS / 1_000_000 });
  }
  try {
    return await sharp(upload, options)
      .rotate()
      .resize(PICTURE_MAX_SIDE, PICTURE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    throw refusal(error);
  }
}

/** sharp's failure as the member's error: over the pixel budget, or not a decodable image. */
function refusal(error: unknown): Error {
  if (error instanceof Error && /pixel limit/i.test(error.message)) {
    return new PictureDimensionsTooLargeError({ maxMegapixels: PICTURE_MAX_PIXELS / 1_000_000 });
  }
  return new PictureTypeInvalidError();
}

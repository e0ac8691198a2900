import { Req } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import type { Request } from 'express';
import { ProfilePictureService } from '../../application/profile-picture.service.js';
import type { AuthenticatedMember } from '../../application/session.types.js';
import { PictureMissingError, PictureTooLargeError } from '../../application/settings.errors.js';
import { PICTURE_MAX_BYTES } from '../../domain/image-type.js';
import { CurrentMember, ForMembers } from './guards.js';
import { readSingleFile } from './multipart.js';
import { PictureUploadedDto } from './identity.dto.js';
import { Endpoint } from '../../../../shared/http/endpoint.js';

@ForMembers('upload', 'identity')
export class UploadController {
  constructor(private readonly pictures: ProfilePictureService) {}

  @Endpoint({
    method: 'POST', path: 'profile-picture', operationId: 'uploadProfilePicture', auth: 'member', status: 200, ok: PictureUploadedDto, consumes: 'multipart/form-data',
    summary: 'Upload a profile picture (JPEG, PNG, GIF or WebP, up to 5 MB); stored re-encoded as WebP of at most 512×512',
    errors: { 400: 'Not an image by its bytes, larger than 5 MB, or too many pixels', 429: '10 uploads an hour per member; Retry-After says when' },
  })
  @ApiBody({ schema: { type: 'object', required: ['image'], properties: { image: { type: 'string', format: 'binary' } } } })
  async uploadProfilePicture(@CurrentMember() member: AuthenticatedMember, @Req() req: Request): Promise<PictureUploadedDto> {
    await this.pictures.reserveUpload(member.id);
    const upload = await readSingleFile(req, 'image', PICTURE_MAX_BYTES);
    if (upload.kind === 'too_large') throw new PictureTooLargeError({ maxMegabytes: PICTURE_MAX_BYTES / 1024 / 1024 });
    if (upload.kind === 'missing') throw new PictureMissingError();
    const imageUrl = await this.pictures.replacePicture(member.id, upload.bytes);
    return { success: true, imageUrl, message: 'Foto de perfil atualizada!' };
  }
}

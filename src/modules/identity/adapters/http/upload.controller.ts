import { Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { ErrorBody } from '../../../../shared/http/error-body.js';
import { ProfilePictureService } from '../../application/profile-picture.service.js';
import type { AuthenticatedMember } from '../../application/session.types.js';
import { PictureMissingError, PictureTooLargeError } from '../../application/settings.errors.js';
import { PICTURE_MAX_BYTES } from '../../domain/image-type.js';
import { CurrentMember, MemberGuard } from './guards.js';
import { readSingleFile } from './multipart.js';
import { PictureUploadedDto } from './settings.dto.js';

@ApiTags('identity')
@ApiUnauthorizedResponse({ type: ErrorBody })
@UseGuards(MemberGuard)
@Controller('upload')
export class UploadController {
  constructor(private readonly pictures: ProfilePictureService) {}

  @Post('profile-picture')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Upload a profile picture (JPEG, PNG, GIF or WebP, up to 5 MB); stored re-encoded as WebP of at most 512×512',
    operationId: 'uploadProfilePicture',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['image'], properties: { image: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ type: PictureUploadedDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Not an image by its bytes, larger than 5 MB, or too many pixels' })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: '10 uploads an hour per member; Retry-After says when' })
  async uploadProfilePicture(@CurrentMember() member: AuthenticatedMember, @Req() req: Request): Promise<PictureUploadedDto> {
    await this.pictures.reserveUpload(member.id);
    const upload = await readSingleFile(req, 'image', PICTURE_MAX_BYTES);
    if (upload.kind === 'too_large') throw new PictureTooLargeError({ maxMegabytes: PICTURE_MAX_BYTES / 1024 / 1024 });
    if (upload.kind === 'missing') throw new PictureMissingError();
    const imageUrl = await this.pictures.replacePicture(member.id, upload.bytes);
    return { success: true, imageUrl, message: 'Foto de perfil atualizada!' };
  }
}

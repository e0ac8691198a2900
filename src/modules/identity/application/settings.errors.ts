// The settings' and profile pictures' errors: stable codes, the member's Portuguese text
// (docs/architecture.md, "Names, errors, time and languages").
import { defineDomainError, RateLimitedError, minutos } from '../../../shared/errors/index.js';

export const PictureTypeInvalidError = defineDomainError(
  'IDENTITY.PICTURE_TYPE_INVALID',
  'invalid',
  'Tipo de arquivo inválido. Use JPEG, PNG, GIF ou WebP.',
);

export const PictureTooLargeError = defineDomainError(
  'IDENTITY.PICTURE_TOO_LARGE',
  'invalid',
  (p: { maxMegabytes: number }) => `Arquivo muito grande. Tamanho máximo: ${p.maxMegabytes}MB.`,
);

export const PictureDimensionsTooLargeError = defineDomainError(
  'IDENTITY.PICTURE_DIMENSIONS_TOO_LARGE',
  'invalid',
  (p: { maxMegapixels: number }) => `Imagem grande demais. Máximo: ${p.maxMegapixels} megapixels.`,
);

export const PictureMissingError = defineDomainError(
  'IDENTITY.PICTURE_MISSING',
  'invalid',
  'Envie uma imagem no campo image.',
);

export class PictureUploadsLimitedError extends RateLimitedError {
  constructor(retryAfterSeconds: number, max: number) {
    super(
      'IDENTITY.PICTURE_UPLOADS_LIMITED',
      `Limite de ${max} fotos por hora atingido. Tente novamente em ${minutos(Math.ceil(retryAfterSeconds / 60))}.`,
      retryAfterSeconds,
    );
    this.params = { max, retryAfterSeconds: this.details.retryAfterSeconds as number };
  }
}

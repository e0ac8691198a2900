import { requestLimits } from '../../lib/api/limits';

/** The languages a text may be written in: the product's two, as the API lists them. */
export const WRITING_LANGUAGES = requestLimits.WritingInputDto.language.enum;

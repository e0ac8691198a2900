import { IsOptional, IsString, MaxLength } from 'class-validator';
import { stackedDecorators } from '../../../../../shared/http/stacked-decorators.js';
import { NormalizedLine, NormalizedText } from '../../../../../shared/text/normalize.js';
import { COURSE_MESSAGES, DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '../../domain/course.js';

// A course's, a module's and a lesson's texts as typed: the domain rules judge blanks and the
// real lengths with the spec's messages; these bounds (well above them) only stop oversized input
// early. `doc` is the field's OpenAPI property, `notText` the message for a value that is no string.

/** A title (or a material's one-line description): one normalised line. */
export function TitleInput(doc: PropertyDecorator, notText: string): PropertyDecorator {
  return stackedDecorators(doc, IsOptional(), NormalizedLine(), MaxLength(TITLE_MAX_LENGTH * 4, { message: COURSE_MESSAGES.titleTooLong }), IsString({ message: notText }));
}

/** A description: normalised text that may span lines. */
export function DescriptionInput(doc: PropertyDecorator, notText: string): PropertyDecorator {
  return stackedDecorators(doc, IsOptional(), NormalizedText(), MaxLength(DESCRIPTION_MAX_LENGTH * 2, { message: COURSE_MESSAGES.descriptionTooLong }), IsString({ message: notText }));
}

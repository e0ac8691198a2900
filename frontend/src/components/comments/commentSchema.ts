import { z } from '../../lib/forms/zod';
import type { FieldLimit } from '../../lib/api/limits';
import type { FieldSchemas } from '../../lib/forms/fieldSchemas';

/**
 * A comment as the server takes it (a post's, a course's or a lesson's): trimmed, not blank, at
 * most the DTO's maxLength, refused with `tooLong` (the spec's "O comentário deve ter no máximo…").
 */
export function commentSchema(fields: FieldSchemas, limit: FieldLimit, tooLong: string) {
  return z.object({ content: fields.text(limit, { tooLong }) });
}

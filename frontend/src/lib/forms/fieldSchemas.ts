import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from './zod';
import type { FieldLimit } from '../api/limits';

/** What a form says when a value breaks a limit; each text defaults to `common:form.<name>`. */
export interface FieldMessages {
  /** Missing, or blank after trimming, while the DTO requires it. */
  required?: string;
  /** Shorter than minLength (above 1). */
  tooShort?: string;
  /** Longer than maxLength. */
  tooLong?: string;
  /** Below minimum. */
  tooSmall?: string;
  /** Above maximum. */
  tooBig?: string;
  /** Not a number, not a whole one, not one of the choices, not the pattern (a link: not https). */
  invalid?: string;
}

/** `t` with any key: the texts asked for here are looked up by name. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Characters as JSON Schema counts them for minLength and maxLength: code points (an emoji is one). */
export const characterCount = (text: string): number => [...text].length;

/**
 * Zod schemas for form fields from the limits the server's DTOs declare (`lib/api/limits.ts`,
 * generated from the OpenAPI document), failing with translated texts: a form states its limits
 * nowhere else. Build them with `useFieldSchemas()` so the texts follow the reader's language.
 */
export function fieldSchemas(t: Translate) {
  return {
    /**
     * A text field, trimmed unless `trim` is false (passwords). Required (not blank) when the DTO
     * requires the field or sets a minLength; at most maxLength characters; matching the pattern.
     */
    text(limit: FieldLimit, messages: FieldMessages = {}, { trim = true }: { trim?: boolean } = {}) {
      let schema = trim ? z.string().trim() : z.string();
      if (limit.required || (limit.minLength ?? 0) > 0) {
        schema = schema.min(1, { error: messages.required ?? t('common:form.required') });
      }
      const { minLength, maxLength, pattern } = limit;
      if (minLength !== undefined && minLength > 1) {
        schema = schema.refine((value) => value === '' || characterCount(value) >= minLength, {
          error: messages.tooShort ?? t('common:form.tooShort', { count: minLength }),
        });
      }
      if (maxLength !== undefined) {
        schema = schema.refine((value) => characterCount(value) <= maxLength, {
          error: messages.tooLong ?? t('common:form.tooLong', { count: maxLength }),
        });
      }
      if (pattern !== undefined) {
        // A link (format uri) names what it wants: the server declares `^https://` and alone judges hosts (ADR 0054).
        const invalid = messages.invalid ?? (limit.format === 'uri' || limit.format === 'uri-reference' ? t('common:form.httpsLink') : t('common:form.invalid'));
        const matches = new RegExp(pattern, 'u');
        // An empty optional field has nothing to match; a required one already says so.
        schema = schema.refine((value) => value === '' || matches.test(value), { error: invalid });
      }
      return schema;
    },

    /** A number field (from an input registered with `valueAsNumber`): not empty, within minimum and maximum. */
    number(limit: FieldLimit, messages: FieldMessages = {}, { integer = false }: { integer?: boolean } = {}) {
      const invalid = messages.invalid ?? t('common:form.invalid');
      let schema = z.number({ error: invalid });
      if (integer) schema = schema.int({ error: invalid });
      if (limit.minimum !== undefined) {
        schema = schema.min(limit.minimum, { error: messages.tooSmall ?? t('common:form.tooSmall', { min: limit.minimum }) });
      }
      if (limit.maximum !== undefined) {
        schema = schema.max(limit.maximum, { error: messages.tooBig ?? t('common:form.tooBig', { max: limit.maximum }) });
      }
      return schema;
    },

    /** One of the DTO's text choices (its `enum`), from a select or radio buttons that start empty. */
    choice<const T extends readonly [string, ...string[]]>(limit: { readonly enum: T }, messages: FieldMessages = {}) {
      return z.string().pipe(z.literal(limit.enum, { error: messages.invalid ?? t('common:form.invalid') }));
    },

    /** One of the DTO's number choices (its `enum`), from a select registered with `setValueAs: Number`. */
    numberChoice<const T extends readonly [number, ...number[]]>(limit: { readonly enum: T }, messages: FieldMessages = {}) {
      const invalid = messages.invalid ?? t('common:form.invalid');
      return z.number({ error: invalid }).pipe(z.literal(limit.enum, { error: invalid }));
    },
  };
}

export type FieldSchemas = ReturnType<typeof fieldSchemas>;

/** `fieldSchemas` in the reader's language (new schemas when the language changes). */
export function useFieldSchemas(): FieldSchemas {
  const { t } = useTranslation();
  return useMemo(() => fieldSchemas(t as unknown as Translate), [t]);
}

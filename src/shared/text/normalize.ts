import { Transform } from 'class-transformer';

/**
 * Zero-width characters, bidi controls and other invisible format characters
 * (Unicode category Cf) a member could use to fake a name (`Administrador\u200b`)
 * or flip how text reads (`\u202Egnp.exe`). Soft hyphen and the BOM are Cf too.
 */
const INVISIBLE = /\p{Cf}/gu;
/** Control characters other than tab and line breaks. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/**
 * Member-typed single-line text (names, titles, reasons): NFC, no invisible or
 * control characters, every run of whitespace one space, trimmed. "Blank" is
 * judged on the result (docs/architecture.md, The hostile client).
 */
export function normalizeLine(value: string): string {
  return value.normalize('NFC').replace(INVISIBLE, '').replace(CONTROL, '').replace(/\s+/gu, ' ').trim();
}

/**
 * Member-typed multi-line text (post bodies, comments, biographies): NFC, no
 * invisible or control characters, line breaks kept (CRLF becomes LF), spaces at
 * line ends and more than two blank lines in a row removed, trimmed.
 */
export function normalizeText(value: string): string {
  return value
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(INVISIBLE, '')
    .replace(CONTROL, '')
    .replace(/[^\S\n]+$/gmu, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** DTO decorator: applies normalizeLine to a string property before validation. */
export function NormalizedLine(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normalizeLine(value) : value));
}

/** DTO decorator: applies normalizeText to a string property before validation. */
export function NormalizedText(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normalizeText(value) : value));
}

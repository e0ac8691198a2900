import type { Names, NamedKind } from '../shared/member-data/index.js';
import { PRODUCT_TIME_ZONE } from '../shared/time/index.js';
import type { MemberData } from './member-data.parts.js';
import { isReference, referenceKind } from './member-data.references.js';
import { COLUMN_TEXTS, KIND_COLUMNS, KIND_TEXTS, LIST_TEXTS, PAGE_TEXTS, SECTION_TEXTS, type PageLanguage } from './member-data-page.texts.js';

export type { PageLanguage };

/** What the copy's page is made of: the same lists as the JSON, and the names of what they refer to. */
export interface MemberDataPageInput {
  language: PageLanguage;
  exportedAt: Date;
  data: MemberData;
  names: Names;
  /** The uploaded profile picture, its bytes (the JSON's `files.profilePicture`). */
  picture?: { contentType: string; base64: string } | null;
}

type Row = Record<string, unknown>;

/** Picture types a page may show inline; any other stays in the JSON only. */
const INLINE_PICTURE = /^image\/(png|jpeg|webp|gif)$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

/**
 * The member's copy as one page to read (ADR 0106's amendment): self-contained (its CSS inline,
 * no script, nothing fetched), in the member's language, a section per module with a one-line
 * guide, a captioned table per list, names and titles where the JSON has ids, every date in one
 * format in São Paulo time. Every text from the data is escaped: what members wrote is shown,
 * never run.
 */
export function renderMemberDataPage(input: MemberDataPageInput): string {
  const { language: lang, data } = input;
  const t = (text: Readonly<Record<PageLanguage, string>>) => text[lang];
  const format = dateFormats(lang);
  const memberName = stringOr(data.identity?.member?.[0]?.name, '');
  const sections = Object.entries(data).filter(([module]) => SECTION_TEXTS[module]);
  const picture = input.picture && INLINE_PICTURE.test(input.picture.contentType) ? input.picture : null;

  const cell = (list: string, column: string, row: Row): string => {
    const value = row[column];
    const kind = referenceKind(list, column, row);
    if (kind && typeof value === 'string') return escape(nameOf(input.names, kind, value, lang));
    // An id of something no module names (a chat message): its kind beside it says what it was.
    if (isReference(list, column)) return '—';
    if (KIND_COLUMNS.has(column) && typeof value === 'string' && Object.hasOwn(KIND_TEXTS, value)) return escape(t(KIND_TEXTS[value as keyof typeof KIND_TEXTS]));
    return escape(display(value, lang, format));
  };

  const table = (module: string, list: string, rows: readonly Row[]): string => {
    const key = `${module}.${list}`;
    const caption = `<caption>${escape(LIST_TEXTS[key] ? t(LIST_TEXTS[key]) : list)}</caption>`;
    if (rows.length === 0) return `<table>${caption}<tbody><tr><td>${escape(t(PAGE_TEXTS.nothing))}</td></tr></tbody></table>`;
    // The row's own id is the JSON's business; what it points at is shown by name.
    const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((column) => column !== 'id');
    const heading = (column: string) => escape(COLUMN_TEXTS[column] ? t(COLUMN_TEXTS[column]) : column.replaceAll('_', ' '));
    if (rows.length === 1) {
      const body = columns.map((column) => `<tr><th scope="row">${heading(column)}</th><td>${cell(key, column, rows[0])}</td></tr>`).join('');
      return `<div class="scroll"><table class="record">${caption}<thead><tr><th scope="col">${escape(t(PAGE_TEXTS.field))}</th><th scope="col">${escape(t(PAGE_TEXTS.value))}</th></tr></thead><tbody>${body}</tbody></table></div>`;
    }
    const head = `<thead><tr>${columns.map((column) => `<th scope="col">${heading(column)}</th>`).join('')}</tr></thead>`;
    const body = rows.map((row) => `<tr>${columns.map((column) => `<td>${cell(key, column, row)}</td>`).join('')}</tr>`).join('');
    return `<div class="scroll"><table>${caption}${head}<tbody>${body}</tbody></table></div>`;
  };

  const section = (module: string, content: string) =>
    `<section id="${module}" aria-labelledby="${module}-title"><h2 id="${module}-title">${escape(t(SECTION_TEXTS[module].title))}</h2>` +
    `<p class="guide">${escape(t(SECTION_TEXTS[module].guide))}</p>${content}</section>`;

  const moduleSections = sections.map(([module, lists]) => section(module, Object.entries(lists).map(([list, rows]) => table(module, list, rows)).join('')));
  if (picture) {
    moduleSections.push(
      section('files', `<figure><img src="data:${picture.contentType};base64,${picture.base64}" alt="${escape(t(PAGE_TEXTS.picture))}" width="160"><figcaption>${escape(t(PAGE_TEXTS.picture))}</figcaption></figure>`),
    );
  }
  const contents = [...sections.map(([module]) => module), ...(picture ? ['files'] : [])]
    .map((module) => `<li><a href="#${module}">${escape(t(SECTION_TEXTS[module].title))}</a> — ${escape(t(SECTION_TEXTS[module].guide))}</li>`)
    .join('');

  return `<!doctype html>
<html lang="${lang === 'pt' ? 'pt-BR' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>${escape(t(PAGE_TEXTS.title))}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${escape(t(PAGE_TEXTS.title))}</h1>
<p>${escape(fill(t(PAGE_TEXTS.preparedFor), { name: memberName, date: format.dateTime(input.exportedAt) }))}</p>
<p><strong>${escape(t(PAGE_TEXTS.timeZone))}</strong></p>
<p class="guide">${escape(t(PAGE_TEXTS.guide))}</p>
<nav aria-labelledby="contents-title"><h2 id="contents-title">${escape(t(PAGE_TEXTS.contents))}</h2><ul>${contents}</ul></nav>
</header>
<main>
${moduleSections.join('\n')}
</main>
</body>
</html>
`;
}

/** `7 de dezembro de 2026, 18:34` / `7 December 2026, 18:34`, in São Paulo time; a calendar day without the hour. */
export function dateFormats(lang: PageLanguage): { dateTime: (at: Date) => string; day: (day: string) => string } {
  const locale = lang === 'pt' ? 'pt-BR' : 'en-GB';
  const date = new Intl.DateTimeFormat(locale, { timeZone: PRODUCT_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });
  const time = new Intl.DateTimeFormat(locale, { timeZone: PRODUCT_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  // A calendar day is that day wherever it is read: noon UTC is the same day in São Paulo.
  const day = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
  return {
    dateTime: (at) => `${date.format(at)}, ${time.format(at)}`,
    day: (value) => day.format(new Date(`${value}T12:00:00Z`)),
  };
}

function nameOf(names: Names, kind: NamedKind, id: string, lang: PageLanguage): string {
  const name = names[kind]?.[id];
  if (name !== undefined) return name;
  // Erased members show as the product shows them everywhere; other things gone since, as removed.
  return (kind === 'member' ? PAGE_TEXTS.removedMember : PAGE_TEXTS.removedItem)[lang];
}

function display(value: unknown, lang: PageLanguage, format: ReturnType<typeof dateFormats>): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return (value ? PAGE_TEXTS.yes : PAGE_TEXTS.no)[lang];
  if (typeof value === 'number') return value.toLocaleString(lang === 'pt' ? 'pt-BR' : 'en-GB');
  if (typeof value === 'string') {
    if (DATE_ONLY.test(value)) return format.day(value);
    if (DATE_TIME.test(value)) {
      const at = parseInstant(value);
      if (at) return format.dateTime(at);
    }
    return value;
  }
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) return value.map(String).join(', ');
  return JSON.stringify(value);
}

/** An instant as PostgreSQL's JSON (`2026-12-07T18:34:00.5+00:00`) or text (`2026-12-07 18:34:00.5+00`) spells it. */
function parseInstant(value: string): Date | null {
  const iso = value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** A text's `{placeholders}` filled in one pass: a value is never read for placeholders again. */
function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe in an element's content or a quoted attribute. */
export function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

const STYLE = `
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1f2933;background:#fff}
body{margin:0 auto;max-width:72rem;padding:1rem}
h1{font-size:1.6rem;margin:.5rem 0}
h2{font-size:1.3rem;margin:2rem 0 .25rem;border-bottom:2px solid #0b7a75;padding-bottom:.25rem}
nav h2{border:0;margin-top:1rem}
.guide{color:#52606d;margin:.25rem 0 1rem}
.scroll{overflow-x:auto;margin:0 0 1.5rem}
table{border-collapse:collapse;min-width:100%;font-size:.9rem}
caption{text-align:left;font-weight:600;font-size:1rem;padding:.5rem 0}
th,td{border:1px solid #cbd2d9;padding:.35rem .5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}
thead th{background:#f0f4f8}
table.record th[scope=row]{background:#f0f4f8;width:35%}
td{white-space:pre-wrap;max-width:40rem}
a{color:#0b7a75}
img{max-width:100%;height:auto;border-radius:50%}
@media (max-width:40rem){body{padding:.5rem}table{font-size:.8rem}th,td{padding:.25rem .35rem}}
`;

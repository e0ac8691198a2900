/**
 * The Termos de Uso and the Política de Privacidade (ADR 0110): Markdown files the
 * operator edits, one per document and language, each with a version in its front
 * matter. A member accepts a version; a new version is accepted again.
 */
export const LEGAL_DOCUMENTS = ['terms', 'privacy'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

export const LEGAL_LANGUAGES = ['pt', 'en'] as const;
export type LegalLanguage = (typeof LEGAL_LANGUAGES)[number];

/** The addresses of the two pages, in the product's language (the spec's routes). */
export const LEGAL_PAGE_PATHS: Record<LegalDocument, string> = { terms: '/termos', privacy: '/privacidade' };

/** A version is a short token (a date, `2026-11-28`, or `3`), sent back as it is written. */
export const LEGAL_VERSION_PATTERN = /^[\w.-]{1,40}$/;

export interface LegalText {
  version: string;
  title: string;
  /** The body as safe HTML: every character of the file escaped, only the Markdown below turned into tags. */
  html: string;
}

/**
 * Splits `---`-fenced front matter (`key: value` lines) from the body. The version and
 * title are required: a file without them fails at start, not in front of a member.
 */
export function parseLegalFile(source: string, name: string): { version: string; title: string; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${name}: no front matter (--- version: …, title: … ---)`);
  const fields = new Map<string, string>();
  for (const line of match[1].split(/\r?\n/)) {
    const field = /^\s*([a-z]+)\s*:\s*(.*?)\s*$/.exec(line);
    if (field) fields.set(field[1], field[2].replace(/^["'](.*)["']$/, '$1'));
  }
  const version = fields.get('version') ?? '';
  const title = fields.get('title') ?? '';
  if (!LEGAL_VERSION_PATTERN.test(version)) throw new Error(`${name}: the front matter's version must match ${LEGAL_VERSION_PATTERN}`);
  if (!title) throw new Error(`${name}: the front matter has no title`);
  return { version, title, body: match[2] };
}

/**
 * Replaces `{{NAME}}` with the setting's value, so a number the privacy page states is
 * the one the server applies. A name the server does not know fails at start.
 */
export function fillPlaceholders(body: string, values: Readonly<Record<string, string | number>>, name: string): string {
  return body.replace(/\{\{\s*([A-Z_]+)\s*\}\}/g, (_, key: string) => {
    if (!(key in values)) throw new Error(`${name}: unknown placeholder {{${key}}} (known: ${Object.keys(values).join(', ')})`);
    return String(values[key]);
  });
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A link target an operator may write: a path of this site, an https address or an e-mail address. */
function safeHref(target: string): string | null {
  if (/^\/(?!\/)[^\s]*$/.test(target) || /^https:\/\/[^\s]+$/.test(target) || /^mailto:[^\s@]+@[^\s@]+$/.test(target)) return target;
  return null;
}

/** `**strong**` and `[text](target)`, on text already escaped. */
function renderInline(escaped: string): string {
  return escaped
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (whole, text: string, target: string) => {
      // The target was escaped with the rest: its `&amp;` is what an attribute needs.
      const href = safeHref(target.replace(/&amp;/g, '&'));
      return href === null ? whole : `<a href="${escapeHtml(href)}">${text}</a>`;
    });
}

/**
 * The Markdown the legal texts need, and nothing else: `#`–`###` headings, paragraphs,
 * `-` lists, `**strong**` and links. Everything is escaped first, so no HTML the file
 * holds reaches the page as markup; the page's own `<h1>` is the title, so `#` becomes `<h2>`.
 */
export function renderLegalMarkdown(body: string): string {
  const html: string[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) html.push(`<p>${renderInline(escapeHtml(paragraph.join(' ')))}</p>`);
    if (list.length > 0) html.push(`<ul>${list.map((item) => `<li>${renderInline(escapeHtml(item))}</li>`).join('')}</ul>`);
    paragraph = [];
    list = [];
  };
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const item = /^[-*]\s+(.*)$/.exec(line);
    if (line === '') flush();
    else if (heading) {
      flush();
      const level = heading[1].length + 1;
      html.push(`<h${level}>${renderInline(escapeHtml(heading[2]))}</h${level}>`);
    } else if (item) {
      if (paragraph.length > 0) flush();
      list.push(item[1]);
    } else if (list.length > 0) list[list.length - 1] += ` ${line}`;
    else paragraph.push(line);
  }
  flush();
  return html.join('\n');
}

/** Whether a member who accepted `accepted` must accept again. */
export function consentRequired(
  accepted: Readonly<Record<LegalDocument, string | null>>,
  current: Readonly<Record<LegalDocument, string>>,
): boolean {
  return LEGAL_DOCUMENTS.some((document) => accepted[document] !== current[document]);
}

import { ValidateBy } from 'class-validator';

/**
 * Every link a member or an administrator gives (course cover, external and torrent
 * links, instructor picture, lesson material) is judged here (ADR 0054): `https://`
 * to a public host name, nothing else. The server never fetches these links; they
 * are shown to members, whose browsers open them. Host names are not resolved:
 * an answer could change between the check and the browser's visit (DNS
 * rebinding), so a name is judged by what it says, not by where it points today.
 */

/** Longest link accepted, in UTF-16 code units (what browsers and proxies handle without trouble). */
export const LINK_MAX_LENGTH = 2_048;

/** The start every web link must have; the SPA checks it with the pattern of the OpenAPI document. */
export const HTTPS_LINK_PATTERN = '^https://';
/** A torrent link may also be a BitTorrent magnet link: it is opened by the member's client, never by us. */
export const TORRENT_LINK_PATTERN = '^(https://|magnet:\\?xt=urn:btih:)';

/** A course cover may also be one of the app's own images: the demo courses' covers (ADR 0081). */
export const IMAGE_LINK_PATTERN = '^(https://|/demo-covers/)';

export type LinkKind = 'web' | 'torrent' | 'image';

export type LinkProblem = 'too_long' | 'not_https' | 'malformed' | 'credentials' | 'port' | 'ip_address' | 'private_host';

const OWN_IMAGE = /^\/demo-covers\/[a-z0-9-]{1,64}\.webp$/;
const MAGNET = /^magnet:\?xt=urn:btih:(?:[a-f0-9]{40}|[a-z2-7]{32})(?:&|$)/i;
/** Spaces, control and invisible characters, and backslashes (which browsers read as slashes). */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const UNSAFE_CHARACTERS = /[\s\u0000-\u001f\u007f-\u009f\p{Cf}\\]/u;
/** After WHATWG parsing every IPv4 form (`2130706433`, `0x7f.1`, `127.1`, `0177.0.0.1`) is a dotted quad. */
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
/**
 * Names for machines of a private network, never public ones: RFC 6761 (`localhost`),
 * RFC 6762 (`local` and the private top-level names it lists), RFC 8375 (`home.arpa`),
 * ICANN's `internal`, and `arpa` (reverse-lookup names of IP addresses).
 */
const PRIVATE_SUFFIXES = ['localhost', 'localdomain', 'local', 'internal', 'intranet', 'private', 'corp', 'home', 'lan', 'arpa'];

/** Why a link may not be stored, or null when it may. */
export function linkProblem(value: string, kind: LinkKind = 'web'): LinkProblem | null {
  if (value.length > LINK_MAX_LENGTH) return 'too_long';
  if (UNSAFE_CHARACTERS.test(value)) return 'malformed';
  if (kind === 'torrent' && MAGNET.test(value)) return null;
  if (kind === 'image' && OWN_IMAGE.test(value)) return null;
  if (!value.startsWith('https://')) return 'not_https';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'malformed';
  }
  if (url.protocol !== 'https:' || url.hostname === '') return 'malformed';
  if (url.username !== '' || url.password !== '') return 'credentials';
  // 443 is written as no port at all; any other port is some machine's private service.
  if (url.port !== '') return 'port';
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') || IPV4.test(host)) return 'ip_address';
  if (!host.includes('.') || PRIVATE_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))) return 'private_host';
  return null;
}

/** Whether a link may be stored and shown (see `linkProblem`). */
export function isPublicLink(value: string, kind: LinkKind = 'web'): boolean {
  return linkProblem(value, kind) === null;
}

/**
 * What the OpenAPI document says of a link field, for `@ApiProperty`: the SPA derives its
 * https-only and length checks from it (ADR 0045); the server alone judges hosts.
 */
export function linkSchema(kind: LinkKind = 'web') {
  if (kind === 'image') return { type: String, format: 'uri-reference', pattern: IMAGE_LINK_PATTERN, maxLength: LINK_MAX_LENGTH } as const;
  return { type: String, format: 'uri', pattern: kind === 'torrent' ? TORRENT_LINK_PATTERN : HTTPS_LINK_PATTERN, maxLength: LINK_MAX_LENGTH } as const;
}

/**
 * DTO decorator: a non-empty string must be a public https link (or, for torrents, a
 * magnet link). Empty strings and non-strings are left to the field's other rules
 * (required, `@IsString`), so each keeps its own message.
 */
export function IsPublicLink(message: string, kind: LinkKind = 'web'): PropertyDecorator {
  return ValidateBy(
    { name: 'isPublicLink', validator: { validate: (value: unknown) => typeof value !== 'string' || value === '' || isPublicLink(value, kind) } },
    { message },
  );
}

import { Migration } from '@mikro-orm/migrations';

/**
 * Profiles and posts store ISO 639-1 codes instead of Portuguese labels (ADR 0020).
 * Labels are matched ignoring case and surrounding spaces; English names and codes
 * already stored map too, so the migration can run over mixed data. A label that
 * names no listed language is dropped: from a member's spoken languages (the row
 * goes), from a post's list (a post left with none shows "Geral", as the spec allows).
 * "Mandarim" and "Chinês" both become `zh`; a member who listed both keeps the first.
 */
const LABELS: Record<string, string> = {
  pt: 'pt', português: 'pt', portugues: 'pt', portuguese: 'pt',
  en: 'en', inglês: 'en', ingles: 'en', english: 'en',
  es: 'es', espanhol: 'es', spanish: 'es',
  fr: 'fr', francês: 'fr', frances: 'fr', french: 'fr',
  de: 'de', alemão: 'de', alemao: 'de', german: 'de',
  it: 'it', italiano: 'it', italian: 'it',
  ja: 'ja', japonês: 'ja', japones: 'ja', japanese: 'ja',
  ko: 'ko', coreano: 'ko', korean: 'ko',
  ru: 'ru', russo: 'ru', russian: 'ru',
  zh: 'zh', mandarim: 'zh', chinês: 'zh', chines: 'zh', 'chinês (mandarim)': 'zh', chinese: 'zh', mandarin: 'zh',
  ar: 'ar', árabe: 'ar', arabe: 'ar', arabic: 'ar',
};

/** The labels the spec used, for going back. */
const BACK: Record<string, string> = {
  pt: 'Português', en: 'Inglês', es: 'Espanhol', fr: 'Francês', de: 'Alemão', it: 'Italiano',
  ja: 'Japonês', ko: 'Coreano', ru: 'Russo', zh: 'Mandarim', ar: 'Árabe',
};

/**
 * The VALUES list of a map, each label also capitalised and in capitals: PostgreSQL's
 * `lower` leaves accented capitals alone under the C locale ("Árabe").
 */
function valuesOf(map: Record<string, string>): string {
  const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;
  const rows = new Map<string, string>();
  for (const [from, to] of Object.entries(map)) {
    for (const label of [from, from.charAt(0).toUpperCase() + from.slice(1), from.toUpperCase()]) rows.set(label, to);
  }
  return [...rows].map(([from, to]) => `(${quote(from)}, ${quote(to)})`).join(', ');
}

function migrateTo(labels: Record<string, string>, normalise: (column: string) => string): string[] {
  // Distinct after normalising: a label must meet one map row, or it would count as a repeat.
  const map = `select distinct ${normalise('v.label')} as label, v.code from (values ${valuesOf(labels)}) as v(label, code)`;
  return [
    // Unknown labels and second mentions of the same language go first, so the
    // update below cannot break member_language_unique.
    `with map as (${map}),
     mapped as (
       select ml.id, m.code,
              row_number() over (partition by ml.member_id, m.code order by ml.created_at, ml.id) as n
       from member_language ml left join map m on m.label = ${normalise('ml.language')}
     )
     delete from member_language where id in (select id from mapped where code is null or n > 1);`,
    `with map as (${map})
     update member_language ml set language = m.code
     from map m where m.label = ${normalise('ml.language')} and ml.language <> m.code;`,
    `with map as (${map})
     update post p set languages = coalesce((
       select array_agg(code order by first_position)
       from (
         select m.code, min(u.position) as first_position
         from unnest(p.languages) with ordinality as u(label, position)
         join map m on m.label = ${normalise('u.label')}
         group by m.code
       ) known
     ), '{}');`,
  ];
}

export class Migration20261122203000_language_codes extends Migration {
  override async up(): Promise<void> {
    for (const sql of migrateTo(LABELS, (column) => `lower(btrim(${column}))`)) this.addSql(sql);
  }

  override async down(): Promise<void> {
    for (const sql of migrateTo(BACK, (column) => column)) this.addSql(sql);
  }
}

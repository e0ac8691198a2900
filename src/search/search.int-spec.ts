import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { insertMember, moduleUnderTest } from '../../test/support/module.js';
import { CommunityModule, CommunitySearchApi } from '../modules/community/index.js';
import { CourseSearchApi, CoursesModule } from '../modules/courses/index.js';
import { SEARCH_POSTS } from '../modules/community/adapters/persistence/community-search.queries.js';
import { SEARCH_COURSES } from '../modules/courses/catalogue/adapters/persistence/course-search.queries.js';
import { PgPool } from '../shared/pg-pool/index.js';
import { readSearchCursor, searchQueryText, type SearchSegment } from '../shared/search/index.js';
import type { Viewer } from '../shared/moderation/index.js';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The search's SQL on real PostgreSQL, with the migrations' text search configurations (ADR 0130). */
describe('the search over posts and courses', () => {
  const t = moduleUnderTest({ imports: [CommunityModule, CoursesModule] });
  const em = () => t.get(EntityManager).fork();
  const posts = () => t.get(CommunitySearchApi);
  const courses = () => t.get(CourseSearchApi);
  const marked = (segments: SearchSegment[]) => segments.map((s) => (s.match ? `[${s.text}]` : s.text)).join('');

  async function insertPost(authorId: string, title: string, content: string, overrides: { status?: string; hidden?: boolean } = {}): Promise<string> {
    const id = randomUUID();
    await em().execute(
      `insert into post (id, author_id, title, content, languages, status, hidden_at, created_at, updated_at)
       values (?, ?, ?, ?, '{pt}', ?, ?, now(), now())`,
      [id, authorId, title, content, overrides.status ?? 'approved', overrides.hidden ? new Date() : null],
    );
    return id;
  }

  async function insertCourse(
    title: string,
    description: string,
    overrides: { uploader?: string; status?: string; published?: boolean; hidden?: boolean } = {},
  ): Promise<string> {
    const id = randomUUID();
    await em().execute(
      `insert into course (id, origin, title, description, language, level, approval_status, is_published, uploaded_by, hidden_at, search_text, created_at, updated_at)
       values (?, ?, ?, ?, 'en', 'Iniciante', ?, ?, ?, ?, '', now(), now())`,
      [
        id, overrides.uploader ? 'upload' : 'admin', title, description, overrides.status ?? 'approved', overrides.published ?? true,
        overrides.uploader ?? null, overrides.hidden ? new Date() : null,
      ],
    );
    return id;
  }

  const ids = async (viewer: Viewer, query: string) => (await posts().searchPosts(viewer, searchQueryText(query)!)).results.map((r) => r.id);

  it('finds "lição" from licao, LICAO or lic…, and marks the word as it was written', async () => {
    const author = await insertMember(t.moduleRef, 'Autora');
    const id = await insertPost(author, 'Minha primeira lição de inglês', 'Hoje estudei a LIÇÃO três com calma.');
    const reader = { memberId: author };
    for (const query of ['licao', 'LICAO', 'lição', 'Lição', 'lic']) expect(await ids(reader, query)).toContain(id);
    const [result] = (await posts().searchPosts(reader, searchQueryText('licao')!)).results.filter((r) => r.id === id);
    expect(marked(result.title)).toBe('Minha primeira [lição] de inglês');
    expect(marked(result.extract)).toContain('[LIÇÃO]');
  });

  it('stems English and Portuguese: "running" finds "run", "falando" finds "falar"', async () => {
    const author = await insertMember(t.moduleRef, 'Stem');
    const english = await insertPost(author, 'How I run vocabulary drills', 'Short daily sessions.');
    const portuguese = await insertPost(author, 'Vamos falar de pronúncia', 'Dicas de conversa.');
    expect(await ids({ memberId: author }, 'running')).toContain(english);
    expect(await ids({ memberId: author }, 'falando')).toContain(portuguese);
    // Every word must match, not any of them.
    expect(await ids({ memberId: author }, 'running pronúncia')).toEqual([]);
  });

  it('shows a post awaiting approval only to its author and administrators, a hidden one likewise, and none by a blocked author', async () => {
    const author = await insertMember(t.moduleRef, 'Zélia');
    const reader = await insertMember(t.moduleRef, 'Leitor');
    const blocker = await insertMember(t.moduleRef, 'Bloqueador');
    const published = await insertPost(author, 'Quintal de xilofones', 'texto');
    const pending = await insertPost(author, 'Quintal de xilofones pendente', 'texto', { status: 'pending' });
    const hidden = await insertPost(author, 'Quintal de xilofones escondido', 'texto', { hidden: true });
    await em().execute(`insert into member_block (blocker_id, blocked_id, created_at) values (?, ?, now())`, [blocker, author]);

    expect(await ids({ memberId: reader }, 'xilofones')).toEqual([published]);
    expect(new Set(await ids({ memberId: author }, 'xilofones'))).toEqual(new Set([published, pending, hidden]));
    expect(new Set(await ids({ memberId: null, isAdmin: true }, 'xilofones'))).toEqual(new Set([published, pending, hidden]));
    expect(await ids({ memberId: blocker }, 'xilofones')).toEqual([]);
  });

  it('pages by rank then id with a cursor: every match once, titles before texts', async () => {
    const author = await insertMember(t.moduleRef, 'Paginadora');
    const inTitle = await insertPost(author, 'Gramática do subjuntivo', 'exemplos');
    const inText = await Promise.all(Array.from({ length: 22 }, (_, i) => insertPost(author, `Nota ${i}`, `Um pouco de subjuntivo, parte ${i}.`)));
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await posts().searchPosts({ memberId: author }, searchQueryText('subjuntivo')!, readSearchCursor(cursor));
      seen.push(...page.results.map((r) => r.id));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen[0]).toBe(inTitle);
    expect(new Set(seen)).toEqual(new Set([inTitle, ...inText]));
    expect(seen).toHaveLength(23);
  });

  it('finds courses as the catalogue lists them: published, approved, not hidden, no uploader the reader blocks', async () => {
    const uploader = await insertMember(t.moduleRef, 'Uploader');
    const reader = await insertMember(t.moduleRef, 'Curioso');
    const official = await insertCourse('Pronúncia do ditongo nasal', 'Um curso oficial');
    const upload = await insertCourse('Ditongo nasal na prática', 'Do Uploader', { uploader });
    await insertCourse('Ditongo nasal rascunho', 'Não publicado', { published: false });
    await insertCourse('Ditongo nasal pendente', 'Aguardando', { status: 'pending', uploader });
    const hidden = await insertCourse('Ditongo nasal escondido', 'Denunciado', { uploader, hidden: true });
    const found = async (viewer: Viewer) => new Set((await courses().searchCourses(viewer, searchQueryText('ditongos')!)).results.map((r) => r.id));

    expect(await found({ memberId: null })).toEqual(new Set([official, upload]));
    expect(await found({ memberId: uploader })).toEqual(new Set([official, upload, hidden]));
    await em().execute(`insert into member_block (blocker_id, blocked_id, created_at) values (?, ?, now())`, [reader, uploader]);
    expect(await found({ memberId: reader })).toEqual(new Set([official]));
  });

  it('reads the matches from the GIN indexes, never by scanning every row', async () => {
    const author = await insertMember(t.moduleRef, 'Volume');
    await em().execute(
      `insert into post (id, author_id, title, content, languages, status, created_at, updated_at)
       select gen_random_uuid(), ?, 'Rotina de estudos ' || i, 'Texto comum número ' || i, '{pt}', 'approved', now(), now()
       from generate_series(1, 20000) i`,
      [author],
    );
    await em().execute(
      `insert into course (id, origin, title, description, language, level, approval_status, is_published, search_text, created_at, updated_at)
       select gen_random_uuid(), 'admin', 'Curso ' || i, 'Descrição comum ' || i, 'en', 'Iniciante', 'approved', true, '', now(), now()
       from generate_series(1, 20000) i`,
    );
    await em().execute('analyze post');
    await em().execute('analyze course');
    const db = t.get(PgPool);
    /**
     * Each node of the plan as "Node Type on relation (index)". A few thousand rows still fit a
     * sequential scan's cost, so the planner is told to avoid one where it can: the statement must
     * let it, which a tsquery it cannot put into the index condition (from a CTE) does not.
     */
    const plan = async (statement: string, tsquery = searchQueryText('xilofones')!) => {
      const client = await db.pool.connect();
      let rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[];
      try {
        await client.query('begin');
        await client.query('set local enable_seqscan = off');
        ({ rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (format json) ${statement}`, [
          tsquery, author, false, null, null,
        ]));
        await client.query('rollback');
      } finally {
        client.release();
      }
      const nodes: string[] = [];
      const walk = (node: PlanNode) => {
        nodes.push(`${node['Node Type']} on ${node['Relation Name'] ?? '-'} (${node['Index Name'] ?? '-'})`);
        node.Plans?.forEach(walk);
      };
      walk(rows[0]['QUERY PLAN'][0].Plan);
      return nodes;
    };
    for (const query of ['xilofones', 'xilofones de madeira']) {
      const postPlan = await plan(SEARCH_POSTS, searchQueryText(query)!);
      expect(postPlan).toContain('Bitmap Index Scan on - (post_search_idx)');
      expect(postPlan.filter((node) => node.includes(' on post '))).toEqual(['Bitmap Heap Scan on post (-)']);
    }
    // The catalogue's partial index already holds its approved and published rows: with one prefix
    // word at this size the planner reads it instead (ADR 0130); words typed after it go to GIN.
    const coursePlan = await plan(SEARCH_COURSES, searchQueryText('xilofones de madeira')!);
    expect(coursePlan).toContain('Bitmap Index Scan on - (course_search_vector_idx)');
    expect(coursePlan.filter((node) => node.includes(' on course '))).toEqual(['Bitmap Heap Scan on course (-)']);
  });
});

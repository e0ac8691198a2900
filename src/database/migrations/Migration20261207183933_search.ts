import { Migration } from '@mikro-orm/migrations';

export class Migration20261207183933_search extends Migration {

  override async up(): Promise<void> {
    // The search reads every text as Portuguese and as English, accents ignored (ADR 0130):
    // unaccent filters each word before the language's stemmer. The unaccent extension is the
    // administrators' member search's (Migration20261122202617_admin). to_tsvector with a named
    // configuration is IMMUTABLE, so the stored vectors below may use them.
    for (const [name, language] of [['poliglota_pt', 'portuguese'], ['poliglota_en', 'english']]) {
      this.addSql(`create text search configuration ${name} (copy = pg_catalog.${language});`);
      this.addSql(`alter text search configuration ${name} alter mapping for hword, hword_part, word with public.unaccent, ${language}_stem;`);
    }
    // A query in both configurations, once when both read it alike (most words): each prefix
    // term is a range of the GIN index to read, and the planner prices it so.
    this.addSql(
      `create function poliglota_search_query(text) returns tsquery language sql immutable parallel safe strict as $$ ` +
        `select case when pt = en then pt else pt || en end ` +
        `from (select to_tsquery('public.poliglota_pt'::regconfig, $1) as pt, to_tsquery('public.poliglota_en'::regconfig, $1) as en) q $$;`,
    );

    this.addSql(`alter table "course" add column "search_vector" tsvector generated always as (setweight(to_tsvector('poliglota_pt'::regconfig, title), 'A'::"char") || setweight(to_tsvector('poliglota_en'::regconfig, title), 'A'::"char") || setweight(to_tsvector('poliglota_pt'::regconfig, description), 'B'::"char") || setweight(to_tsvector('poliglota_en'::regconfig, description), 'B'::"char")) stored null;`);
    this.addSql(`create index "course_search_vector_idx" on "course" using gin ("search_vector");`);

    this.addSql(`alter table "post" add column "search_vector" tsvector generated always as (setweight(to_tsvector('poliglota_pt'::regconfig, title), 'A'::"char") || setweight(to_tsvector('poliglota_en'::regconfig, title), 'A'::"char") || setweight(to_tsvector('poliglota_pt'::regconfig, content), 'B'::"char") || setweight(to_tsvector('poliglota_en'::regconfig, content), 'B'::"char")) stored null;`);
    this.addSql(`create index "post_search_idx" on "post" using gin ("search_vector");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "course_search_vector_idx";`);
    this.addSql(`alter table "course" drop column "search_vector";`);

    this.addSql(`drop index "post_search_idx";`);
    this.addSql(`alter table "post" drop column "search_vector";`);

    this.addSql(`drop function if exists poliglota_search_query(text);`);
    this.addSql(`drop text search configuration if exists poliglota_pt;`);
    this.addSql(`drop text search configuration if exists poliglota_en;`);
  }

}

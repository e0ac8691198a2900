export { PgPool } from './pg-pool.js';
export { ReadPart, type ReadAnswers, type RowLists } from './read-parts.js';

export { PgPool } from './pg-pool.js';
export { ReadPart, type ReadAnswers } from './read-parts.js';

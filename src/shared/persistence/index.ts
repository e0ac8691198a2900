export { Column, UuidKey } from './columns.js';

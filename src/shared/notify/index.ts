export { PgListener, notify } from './pg-listener.js';

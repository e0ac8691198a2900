export { DomainError, ValidationFailedError, RateLimitedError } from './domain-error.js';
export type { DomainErrorKind } from './domain-error.js';

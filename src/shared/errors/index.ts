export { DomainError, ValidationFailedError, RateLimitedError, defineDomainError } from './domain-error.js';
export type { DomainErrorKind } from './domain-error.js';

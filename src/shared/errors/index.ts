export { DomainError, ValidationFailedError, RateLimitedError, defineDomainError, defineRateLimitedError } from './domain-error.js';
export type { DomainErrorKind } from './domain-error.js';

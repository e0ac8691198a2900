export {
  DomainError,
  ValidationFailedError,
  RateLimitedError,
  defineDomainError,
  defineRateLimitedError,
  minutos,
  segundos,
  validOrThrow,
} from './domain-error.js';
export type { DomainErrorKind, Validated } from './domain-error.js';

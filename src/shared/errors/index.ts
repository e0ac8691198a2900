export {
  DomainError,
  ValidationFailedError,
  RateLimitedError,
  defineDomainError,
  defineRateLimitedError,
  minutos,
  segundos,
} from './domain-error.js';
export type { DomainErrorKind } from './domain-error.js';

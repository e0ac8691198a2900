export { RateLimiter, type RateLimitDecision } from './rate-limiter.js';
export { RateLimitWindowEntity } from './rate-limit-window.entity.js';

// The public API of the review module: the only file other code may import (ADR 0043, ADR 0139).
export { ReviewModule } from './review.module.js';

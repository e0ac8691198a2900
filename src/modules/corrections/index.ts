// The public API of the corrections module: the only file other code may import (ADR 0043, ADR 0133).
export { CorrectionsModule } from './corrections.module.js';
export { CorrectionsFiguresApi, type CorrectionReportFigures, type CorrectionsWaiting, type TopCorrector } from './application/corrections-figures.api.js';

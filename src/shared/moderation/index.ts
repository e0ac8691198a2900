export { FLAG_LABEL_LENGTH, FLAG_TARGET_TYPES, FLAG_PREVIEW_LENGTH, type FlagPlace, type FlagTarget, type FlagTargets, type FlagTargetType } from './flag-targets.js';
export { describeFlagRows, flaggableTable, setFlagRowHidden, type FlagTable } from './flag-table.js';
export { ADMINISTRATOR, isShownTo, shownToViewer, viewerParams, type Viewer } from './visibility.js';

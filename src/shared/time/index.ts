export { Clock, SystemClock, FixedClock } from './clock.js';
export { toDate } from './to-date.js';
export {
  PRODUCT_TIME_ZONE,
  saoPauloDay,
  saoPauloWeekStart,
  startOfSaoPauloDay,
  addDays,
  daysBetween,
} from './sao-paulo.js';
export type { CalendarDate } from './sao-paulo.js';

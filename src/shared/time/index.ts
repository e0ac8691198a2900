export { Clock, SystemClock, FixedClock } from './clock.js';
export {
  PRODUCT_TIME_ZONE,
  saoPauloDay,
  saoPauloWeekStart,
  startOfSaoPauloDay,
  addDays,
  daysBetween,
} from './sao-paulo.js';
export type { CalendarDate } from './sao-paulo.js';

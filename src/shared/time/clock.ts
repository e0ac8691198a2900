/**
 * The clock port: anything that depends on "now" (São Paulo days, weeks, streaks,
 * rate limits) asks for a Clock so tests can move time.
 */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

/** A clock tests can set and advance. */
export class FixedClock extends Clock {
  constructor(private current: Date = new Date()) {
    super();
  }

  now(): Date {
    return new Date(this.current.getTime());
  }

  set(instant: Date | string): void {
    this.current = new Date(instant);
  }

  advance(milliseconds: number): void {
    this.current = new Date(this.current.getTime() + milliseconds);
  }
}

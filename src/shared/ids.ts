const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs and bodies: anything that is not a uuid names nothing and never reaches SQL. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** The URL of this run's test database (created by global setup). */
export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests through Jest (global setup).');
  return url;
}

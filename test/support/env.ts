// Environment every test worker starts with; the database URL comes from global setup.
process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL ??= 'error';
process.env.SEED_DEMO = 'false';
process.env.OUTBOX_POLL_INTERVAL_MS ??= '600000';

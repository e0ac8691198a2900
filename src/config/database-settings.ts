/**
 * Where the app's database is: the kernel's token for it, resolved before the app is created
 * (bootstrap.ts) and provided by the composition root (src/database's OrmModule).
 */
export class DatabaseSettings {
  constructor(
    readonly clientUrl: string,
    /**
     * How long a query may wait for a connection of the pool (PgPool) before it fails: a few
     * seconds in the app, so that an exhausted pool answers errors rather than piling requests up.
     */
    readonly poolWaitMillis = 3_000,
  ) {}
}

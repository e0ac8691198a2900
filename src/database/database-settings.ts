/** Where the app's database is; resolved before the app is created (bootstrap.ts). */
export class DatabaseSettings {
  constructor(readonly clientUrl: string) {}
}

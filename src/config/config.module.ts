import { Global, Module } from '@nestjs/common';
import { AppConfig } from './app-config.js';

@Global()
@Module({
  providers: [{ provide: AppConfig, useFactory: () => AppConfig.load() }],
  exports: [AppConfig],
})
export class ConfigModule {}

import { Module } from '@nestjs/common';
import { GamificationApi } from './application/gamification.api.js';

@Module({
  providers: [GamificationApi],
  exports: [GamificationApi],
})
export class GamificationModule {}

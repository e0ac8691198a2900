import { Module } from '@nestjs/common';
import { CoursesApi } from './courses.api.js';

@Module({
  providers: [CoursesApi],
  exports: [CoursesApi],
})
export class CoursesModule {}

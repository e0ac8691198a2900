import { Module, type OnModuleInit } from '@nestjs/common';
import { GamificationModule } from '../gamification/index.js';
import { IdentityApi, IdentityModule } from '../identity/index.js';
import { CatalogueService } from './application/catalogue.service.js';
import { CourseAdminService } from './application/course-admin.service.js';
import { CoursesApi } from './application/courses.api.js';
import { MemberActionsService } from './application/member-actions.service.js';
import { COURSES_NOTIFICATION_MESSAGES, COURSES_NOTIFICATION_NAMESPACE } from './application/notification-messages.js';
import { ContentService } from './application/content.service.js';
import { LearningService } from './application/learning.service.js';
import { RatingsService } from './application/ratings.service.js';
import { LessonCommentsService } from './application/lesson-comments.service.js';
import { PgRatingsRepository } from './adapters/persistence/ratings.repository.js';
import { PgLearningRepository } from './adapters/persistence/learning.repository.js';
import { LearningController } from './adapters/http/learning.controller.js';
import { CourseReportsApi } from './application/course-reports.api.js';
import { CourseReportsQueries } from './adapters/persistence/course-reports.queries.js';
import { CourseContentRepository, CoursesRepository, LearningRepository, RatingsRepository } from './application/ports/persistence.js';
import { PgCourseContentRepository } from './adapters/persistence/content.repository.js';
import { ContentController } from './adapters/http/content.controller.js';
import { ContentAdminController } from './adapters/http/content-admin.controller.js';
import { CoursesQueries } from './adapters/persistence/courses.queries.js';
import { PgCoursesRepository } from './adapters/persistence/courses.repository.js';
import { CoursesController } from './adapters/http/courses.controller.js';
import { CoursesAdminController } from './adapters/http/courses-admin.controller.js';
import { coursesEntities } from './adapters/persistence/courses.entities.js';
import { CoursesDemoSeeder } from './adapters/persistence/courses-demo.seeder.js';

@Module({
  imports: [IdentityModule, GamificationModule],
  controllers: [CoursesController, CoursesAdminController, ContentController, ContentAdminController, LearningController],
  providers: [
    CoursesApi,
    CourseReportsApi,
    CourseReportsQueries,
    CoursesQueries,
    { provide: CoursesRepository, useClass: PgCoursesRepository },
    { provide: CourseContentRepository, useClass: PgCourseContentRepository },
    ContentService,
    { provide: LearningRepository, useClass: PgLearningRepository },
    LearningService,
    { provide: RatingsRepository, useClass: PgRatingsRepository },
    RatingsService,
    LessonCommentsService,
    CatalogueService,
    MemberActionsService,
    CourseAdminService,
  ],
  exports: [CoursesApi, CourseReportsApi],
})
export class CoursesModule implements OnModuleInit {
  /** Its tables, for the ORM configuration (src/database/entities.ts, ADR 0042). */
  static readonly entities = coursesEntities;
  /** Its reference and demo data, for src/database/seeders (ADR 0042). */
  static readonly seeders = { demo: [CoursesDemoSeeder] };

  constructor(private readonly identity: IdentityApi) {}

  /** Courses owns its notification texts; identity renders them (ADR 0015). */
  onModuleInit(): void {
    this.identity.registerNotificationMessages(COURSES_NOTIFICATION_NAMESPACE, COURSES_NOTIFICATION_MESSAGES);
  }
}

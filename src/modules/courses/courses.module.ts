import { Module, type OnModuleInit } from '@nestjs/common';
import { GamificationModule } from '../gamification/index.js';
import { IdentityModule } from '../identity/index.js';
import { NotificationsApi, NotificationsModule } from '../notifications/index.js';
import { CatalogueService } from './catalogue/application/catalogue.service.js';
import { CourseAdminService } from './catalogue/application/course-admin.service.js';
import { CoursesApi } from './courses.api.js';
import { CourseSearchApi } from './course-search.api.js';
import { CourseSearchQueries } from './catalogue/adapters/persistence/course-search.queries.js';
import { CoursesMemberData } from './member-data.part.js';
import { CoursesErasureRepository } from './learning/adapters/persistence/courses-erasure.repository.js';
import { MemberActionsService } from './catalogue/application/member-actions.service.js';
import { COURSES_NOTIFICATION_MESSAGES, COURSES_NOTIFICATION_NAMESPACE } from './catalogue/domain/notification-messages.js';
import { ContentService } from './learning/application/content.service.js';
import { LearningService } from './learning/application/learning.service.js';
import { RatingsService } from './learning/application/ratings.service.js';
import { LessonCommentsService } from './learning/application/lesson-comments.service.js';
import { RatingsRepository } from './learning/adapters/persistence/ratings.repository.js';
import { LearningRepository } from './learning/adapters/persistence/learning.repository.js';
import { LearningController } from './learning/adapters/http/learning.controller.js';
import { CourseReportsApi } from './course-reports.api.js';
import { CourseReportsQueries } from './learning/adapters/persistence/course-reports.queries.js';
import { CoursesRepository } from './catalogue/application/ports/persistence.js';
import { PgCoursesRepository } from './catalogue/adapters/persistence/courses.repository.js';
import { CourseContentRepository } from './learning/adapters/persistence/content.repository.js';
import { ContentController } from './learning/adapters/http/content.controller.js';
import { ContentAdminController } from './learning/adapters/http/content-admin.controller.js';
import { CoursesQueries } from './catalogue/adapters/persistence/courses.queries.js';
import { CoursesController } from './catalogue/adapters/http/courses.controller.js';
import { CoursesAdminController } from './catalogue/adapters/http/courses-admin.controller.js';
import { catalogueEntities } from './catalogue/adapters/persistence/catalogue.entity.js';
import { learningEntities } from './learning/adapters/persistence/learning.entity.js';
import { CoursesDemoSeeder } from './learning/adapters/persistence/courses-demo.seeder.js';
import { CommentThread, LikeToggle } from '../../shared/engagement/index.js';
import { QuizService } from './learning/application/quiz.service.js';
import { QuizRepository } from './learning/adapters/persistence/quiz.repository.js';
import { QuizReportsQueries } from './learning/adapters/persistence/quiz-reports.queries.js';
import { QuizAdminController, QuizController } from './learning/adapters/http/quiz.controller.js';
import { quizEntities } from './learning/adapters/persistence/quiz.entity.js';

@Module({
  imports: [IdentityModule, NotificationsModule, GamificationModule],
  controllers: [CoursesController, CoursesAdminController, ContentController, ContentAdminController, LearningController, QuizController, QuizAdminController],
  providers: [
    LikeToggle,
    CommentThread,
    CoursesApi,
    CourseSearchApi,
    CourseSearchQueries,
    CoursesErasureRepository,
    CoursesMemberData,
    CourseReportsApi,
    CourseReportsQueries,
    QuizReportsQueries,
    CoursesQueries,
    { provide: CoursesRepository, useClass: PgCoursesRepository },
    CourseContentRepository,
    ContentService,
    LearningRepository,
    LearningService,
    RatingsRepository,
    RatingsService,
    LessonCommentsService,
    CatalogueService,
    MemberActionsService,
    CourseAdminService,
    QuizRepository,
    QuizService,
  ],
  exports: [CoursesApi, CourseReportsApi, CourseSearchApi],
})
export class CoursesModule implements OnModuleInit {
  /** Its tables, for the ORM configuration (src/database/entities.ts, ADR 0043). */
  static readonly entities = [...catalogueEntities, ...learningEntities, ...quizEntities];
  /** Its reference and demo data, for src/database/seeders (ADR 0043). */
  static readonly seeders = { demo: [CoursesDemoSeeder] };

  constructor(private readonly notifications: NotificationsApi) {}

  /** Courses owns its notification texts; notifications renders them (ADR 0015). */
  onModuleInit(): void {
    this.notifications.registerNotificationMessages(COURSES_NOTIFICATION_NAMESPACE, COURSES_NOTIFICATION_MESSAGES);
  }
}

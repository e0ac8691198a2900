import { Module, type OnModuleInit } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { NotificationsApi, NotificationsModule } from '../notifications/index.js';
import { GamificationModule } from '../gamification/index.js';
import { CommunityModule } from '../community/index.js';
import { CoursesModule } from '../courses/index.js';
import { ChatModule } from '../chat/index.js';
import { CorrectionsModule } from '../corrections/index.js';
import { ReviewModule } from '../review/index.js';
import { AccountErasure } from './application/account-erasure.service.js';
import { AccountErasureRepository } from './adapters/persistence/account-erasure.repository.js';
import { FlagsService } from './application/flags.service.js';
import { FlagsGoneHandlers } from './application/flags.handler.js';
import { FlagsRepository } from './adapters/persistence/flags.repository.js';
import { AdminFlagsController, FlagsController } from './adapters/http/flags.controller.js';
import { FLAGS_NOTIFICATIONS, FLAGS_NOTIFICATION_NAMESPACE } from './domain/flags.js';
import { AdminHomeService } from './application/admin-home.service.js';
import { AuditHandlers } from './application/audit.handler.js';
import { MemberManagementService } from './application/member-management.service.js';
import { AdminController } from './adapters/http/admin.controller.js';
import { ReportsController } from './adapters/http/reports.controller.js';
import { ReportsService } from './application/reports.service.js';
import { AdminRepository } from './application/ports/persistence.js';
import { SystemHealthQueries } from './adapters/persistence/system-health.queries.js';
import { AdminQueries } from './adapters/persistence/admin.queries.js';
import { PgAdminRepository } from './adapters/persistence/admin.repository.js';
import { adminEntities } from './adapters/persistence/admin.entity.js';
import { AdminMemberData } from './application/member-data.part.js';
import { RemovedContentRetention } from './application/removed-content-retention.js';

@Module({
  imports: [IdentityModule, NotificationsModule, GamificationModule, CommunityModule, CoursesModule, ChatModule, CorrectionsModule, ReviewModule],
  controllers: [AdminController, ReportsController, FlagsController, AdminFlagsController],
  providers: [
    AdminHomeService,
    MemberManagementService,
    AuditHandlers,
    ReportsService,
    SystemHealthQueries,
    AdminQueries,
    AccountErasure,
    AccountErasureRepository,
    FlagsService,
    FlagsGoneHandlers,
    FlagsRepository,
    RemovedContentRetention,
    { provide: AdminRepository, useClass: PgAdminRepository },
    AdminMemberData,
  ],
})
export class AdminModule implements OnModuleInit {
  /** Its tables, for the ORM configuration (src/database/entities.ts, ADR 0043). */
  static readonly entities = adminEntities;

  constructor(private readonly notifications: NotificationsApi) {}

  /** The texts of the notifications reports cause (ADR 0015). */
  onModuleInit(): void {
    this.notifications.registerNotificationMessages(FLAGS_NOTIFICATION_NAMESPACE, FLAGS_NOTIFICATIONS);
  }
}

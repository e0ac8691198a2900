import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { GamificationModule } from '../gamification/index.js';
import { CommunityModule } from '../community/index.js';
import { CoursesModule } from '../courses/index.js';
import { AdminHomeService } from './application/admin-home.service.js';
import { AuditHandlers } from './application/audit.handler.js';
import { MemberManagementService } from './application/member-management.service.js';
import { AdminController } from './adapters/http/admin.controller.js';
import { ReportsController } from './adapters/http/reports.controller.js';
import { ReportsService } from './application/reports.service.js';
import { AdminQueries, AdminRepository, SystemHealthQueries } from './application/ports/persistence.js';
import { PgSystemHealthQueries } from './adapters/persistence/system-health.queries.js';
import { PgAdminQueries } from './adapters/persistence/admin.queries.js';
import { PgAdminRepository } from './adapters/persistence/admin.repository.js';

@Module({
  imports: [IdentityModule, GamificationModule, CommunityModule, CoursesModule],
  controllers: [AdminController, ReportsController],
  providers: [
    AdminHomeService,
    MemberManagementService,
    AuditHandlers,
    ReportsService,
    { provide: SystemHealthQueries, useClass: PgSystemHealthQueries },
    { provide: AdminQueries, useClass: PgAdminQueries },
    { provide: AdminRepository, useClass: PgAdminRepository },
  ],
})
export class AdminModule {}

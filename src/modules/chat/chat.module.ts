import { ChatAdminApi } from './application/chat-admin.api.js';
import { ChatFlagsQueries } from './adapters/persistence/chat-flags.queries.js';
import { ChatFlagsRepository } from './adapters/persistence/chat-flags.repository.js';
import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { GamificationModule } from '../gamification/index.js';
import { ChatService } from './application/chat.service.js';
import { PresenceReads } from './application/presence-reads.js';
import { ChatStreamHub } from './application/chat-streams.service.js';
import { ChatViews } from './application/chat.views.js';
import { ChatMemberData } from './application/member-data.part.js';
import { ChatErasureRepository } from './adapters/persistence/chat-erasure.repository.js';
import { ChatRepository } from './application/ports/persistence.js';
import { ChatQueries } from './adapters/persistence/chat.queries.js';
import { PgChatRepository } from './adapters/persistence/chat.repository.js';
import { ChatController } from './adapters/http/chat.controller.js';
import { ChatAdminController } from './adapters/http/chat-admin.controller.js';
import { chatEntities } from './adapters/persistence/chat.entity.js';
import { ChatReferenceSeeder } from './adapters/persistence/chat-reference.seeder.js';
import { ChatDemoSeeder } from './adapters/persistence/chat-demo.seeder.js';

@Module({
  imports: [IdentityModule, GamificationModule],
  controllers: [ChatController, ChatAdminController],
  providers: [
    ChatMemberData,
    ChatService,
    PresenceReads,
    ChatStreamHub,
    ChatViews,
    ChatQueries,
    ChatErasureRepository,
    { provide: ChatRepository, useClass: PgChatRepository },
    ChatFlagsRepository,
    ChatFlagsQueries,
    ChatAdminApi,
  ],
  exports: [ChatStreamHub, ChatAdminApi],
})
export class ChatModule {
  /** Its tables, for the ORM configuration (src/database/entities.ts, ADR 0043). */
  static readonly entities = chatEntities;
  /** Its reference and demo data, for src/database/seeders (ADR 0043). */
  static readonly seeders = { reference: [ChatReferenceSeeder], demo: [ChatDemoSeeder] };
}

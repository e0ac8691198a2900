import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { GamificationModule } from '../gamification/index.js';
import { ChatService } from './application/chat.service.js';
import { ChatStreamHub } from './application/chat-streams.js';
import { ChatViews } from './application/chat.views.js';
import { ChatRepository } from './application/ports/persistence.js';
import { ChatQueries } from './adapters/persistence/chat.queries.js';
import { PgChatRepository } from './adapters/persistence/chat.repository.js';
import { ChatController } from './adapters/http/chat.controller.js';
import { ChatAdminController } from './adapters/http/chat-admin.controller.js';

@Module({
  imports: [IdentityModule, GamificationModule],
  controllers: [ChatController, ChatAdminController],
  providers: [
    ChatService,
    ChatStreamHub,
    ChatViews,
    ChatQueries,
    { provide: ChatRepository, useClass: PgChatRepository },
  ],
  exports: [ChatStreamHub],
})
export class ChatModule {}

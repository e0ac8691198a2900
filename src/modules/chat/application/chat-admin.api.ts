import { Injectable } from '@nestjs/common';
import { notify } from '../../../shared/notify/pg-listener.js';
import { describeFlagRows, type FlagTargets } from '../../../shared/moderation/index.js';
import { lockFor } from '../../../shared/transactions.js';
import { CHAT_CHANNEL, encodeSignal } from '../domain/chat-channel.js';
import { ChatFlagsRepository } from '../adapters/persistence/chat-flags.repository.js';
import { ChatFlagsQueries } from '../adapters/persistence/chat-flags.queries.js';
import type { ReadPart } from '../../../shared/pg-pool/index.js';
import type { ChatContextLine, ChatMessageContext } from './ports/persistence.js';

export type { ChatContextLine, ChatMessageContext };
import { FLAGGABLE_MESSAGES } from '../adapters/persistence/chat.tables.js';
import { ChatService } from './chat.service.js';

/** What the admin module asks of the chat (docs/architecture.md, How modules talk): its reportable messages. */
@Injectable()
export class ChatAdminApi {
  constructor(
    private readonly chat: ChatService,
    private readonly flags: ChatFlagsRepository,
    private readonly flagQueries: ChatFlagsQueries,
  ) {}

  /** A reported message's room and up to `around` messages before and after it there, for administrators only (ADR 0131). */
  messageContext(messageId: string, around = 3): ReadPart<ChatMessageContext | null> {
    return this.flagQueries.context(messageId, around);
  }

  /**
   * Chat messages members may report. A hidden message leaves every open stream at once, as a
   * deletion does; removal is the administrators' deletion, audited by the chat.
   */
  flagTargets(): Record<'chat_message', FlagTargets> {
    return {
      chat_message: {
        describe: (ids, viewer) => describeFlagRows(FLAGGABLE_MESSAGES, ids, viewer),
        hide: async (em, id, at) => {
          const roomId = await this.flags.roomOf(em, id);
          if (!roomId) return;
          await lockFor(em, `chat-room:${roomId}`);
          if (await this.flags.hide(em, id, at)) await notify(em, CHAT_CHANNEL, encodeSignal({ kind: 'deleted', roomId, messageId: id }));
        },
        show: (em, id) => this.flags.show(em, id),
        remove: (adminEmail, id, reason) => this.chat.deleteMessage(adminEmail, id, reason),
      },
    };
  }
}

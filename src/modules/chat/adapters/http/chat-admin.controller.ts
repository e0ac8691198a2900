import { Param } from '@nestjs/common';
import { ForAdministrators, CurrentAdmin } from '../../../identity/index.js';
import { ChatService } from '../../application/chat.service.js';
import { ChatSuccessDto } from './chat.dto.js';
import { Endpoint } from '../../../../shared/http/endpoint.js';

/** Chat moderation: administrators only (401 guests, 403 learners). */
@ForAdministrators('admin/chat', 'admin')
export class ChatAdminController {
  constructor(private readonly chat: ChatService) {}

  @Endpoint({
    method: 'DELETE', path: 'messages/:id', operationId: 'deleteChatMessage', auth: 'admin', ok: ChatSuccessDto,
    summary: 'Delete a chat message: it disappears from every poll and open stream (idempotent)',
    errors: { 404: 'Not found' },
  })
  async deleteMessage(@CurrentAdmin() adminEmail: string, @Param('id') messageId: string): Promise<ChatSuccessDto> {
    await this.chat.deleteMessage(adminEmail, messageId);
    return { success: true };
  }
}

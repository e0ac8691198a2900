import { Controller, Delete, HttpCode, Param, UseGuards } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorBody } from '../../../../shared/http/error-body.js';
import { AdminGuard, CurrentAdmin } from '../../../identity/index.js';
import { ChatService } from '../../application/chat.service.js';
import { ChatSuccessDto } from './chat.dto.js';

/** Chat moderation: administrators only (401 guests, 403 learners). */
@ApiTags('admin')
@ApiUnauthorizedResponse({ type: ErrorBody, description: 'Not signed in' })
@ApiForbiddenResponse({ type: ErrorBody, description: 'Not an administrator' })
@UseGuards(AdminGuard)
@Controller('admin/chat')
export class ChatAdminController {
  constructor(private readonly chat: ChatService) {}

  @Delete('messages/:id')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Delete a chat message: it disappears from every poll and open stream (idempotent)',
    operationId: 'deleteChatMessage',
  })
  @ApiOkResponse({ type: ChatSuccessDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  async deleteMessage(@CurrentAdmin() adminEmail: string, @Param('id') messageId: string): Promise<ChatSuccessDto> {
    await this.chat.deleteMessage(adminEmail, messageId);
    return { success: true };
  }
}

import { Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
  ApiUnauthorizedResponse,
  IntersectionType,
} from '@nestjs/swagger';
import { ErrorBody } from '../../../../shared/http/error-body.js';
import { LanguageQueryDto } from '../../../../shared/http/language.js';
import { CursorQueryDto } from '../../../../shared/http/pagination.js';
import { NotificationsService } from '../../application/notifications.service.js';
import type { AuthenticatedMember } from '../../application/session.types.js';
import { NOTIFICATION_TYPES } from '../../domain/notification-messages.js';
import { CurrentMember, MemberGuard } from './guards.js';

export class NotificationsQueryDto extends IntersectionType(CursorQueryDto, LanguageQueryDto) {}

export class NotificationDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Você subiu de nível!' }) title!: string;
  @ApiProperty({ example: 'Parabéns! Você alcançou o nível 2: Aprendiz de Palavras.' }) message!: string;
  @ApiProperty({ enum: NOTIFICATION_TYPES }) notification_type!: string;
  @ApiProperty() is_read!: boolean;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class NotificationPageDto {
  @ApiProperty({ type: [NotificationDto], description: 'Newest first' }) notifications!: NotificationDto[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the next page; null on the last page' })
  nextCursor!: string | null;
}

export class UnreadCountDto {
  @ApiProperty({ example: 3 }) count!: number;
}

export class NotificationReadDto {
  @ApiProperty({ example: true }) success!: boolean;
}

export class MarkAllReadDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ example: 4, description: 'How many notifications were unread and are now read' }) updated!: number;
}

@ApiTags('notifications')
@ApiUnauthorizedResponse({ type: ErrorBody })
@UseGuards(MemberGuard)
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOperation({
    summary: "The member's notifications, newest first, in the reader's language",
    operationId: 'listNotifications',
  })
  @ApiOkResponse({ type: NotificationPageDto })
  list(@CurrentMember() member: AuthenticatedMember, @Query() query: NotificationsQueryDto): Promise<NotificationPageDto> {
    return this.notifications.listNotifications(member.id, {
      cursor: query.cursor,
      limit: query.limit,
      language: query.lang,
    });
  }

  @Get('unread-count')
  @ApiOperation({ summary: 'How many notifications the member has not read (the bell)', operationId: 'countUnreadNotifications' })
  @ApiOkResponse({ type: UnreadCountDto })
  async unreadCount(@CurrentMember() member: AuthenticatedMember): Promise<UnreadCountDto> {
    return { count: await this.notifications.countUnread(member.id) };
  }

  @Post('mark-all-read')
  @HttpCode(200)
  @ApiOperation({ summary: "Mark all of the member's notifications read", operationId: 'markAllNotificationsRead' })
  @ApiOkResponse({ type: MarkAllReadDto })
  async markAllRead(@CurrentMember() member: AuthenticatedMember): Promise<MarkAllReadDto> {
    return { success: true, updated: await this.notifications.markAllRead(member.id) };
  }

  @Post(':id/read')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark one of the member’s notifications read (idempotent)', operationId: 'markNotificationRead' })
  @ApiOkResponse({ type: NotificationReadDto })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Notificação não encontrada — also for another member’s notification' })
  async markRead(@CurrentMember() member: AuthenticatedMember, @Param('id') id: string): Promise<NotificationReadDto> {
    await this.notifications.markRead(member.id, id);
    return { success: true };
  }
}

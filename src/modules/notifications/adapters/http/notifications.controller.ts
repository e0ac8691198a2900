import { Param, Query } from '@nestjs/common';
import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { LanguageQueryDto } from '../../../../shared/http/language.js';
import { CursorQueryDto } from '../../../../shared/http/pagination.js';
import { NotificationsService } from '../../application/notifications.service.js';
import { CurrentMember, ForMembers, type AuthenticatedMember } from '../../../identity/index.js';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_TYPES } from '../../domain/notification-messages.js';
import { Endpoint } from '../../../../shared/http/endpoint.js';

export class NotificationsQueryDto extends IntersectionType(CursorQueryDto, LanguageQueryDto) {}

export class NotificationDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Você subiu de nível!' }) title!: string;
  @ApiProperty({ example: 'Parabéns! Você alcançou o nível 2: Aprendiz de Palavras.' }) message!: string;
  @ApiProperty({ enum: NOTIFICATION_TYPES }) notification_type!: string;
  @ApiProperty({
    enum: NOTIFICATION_CATEGORIES,
    description: 'What the inbox files it under: `notification_type`, or narrower (`achievement`: a badge, of type `other`)',
  })
  category!: string;
  @ApiProperty() is_read!: boolean;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, nullable: true, example: '/comunidade/post/0b0e…', description: 'The page of this app it is about (a post, a course, a room, a profile), or null: none beyond the inbox' })
  path!: string | null;
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

@ForMembers('notifications', 'notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Endpoint({
    method: 'GET', operationId: 'listNotifications', auth: 'member', ok: NotificationPageDto,
    summary: "The member's notifications, newest first, in the reader's language",
  })
  list(@CurrentMember() member: AuthenticatedMember, @Query() query: NotificationsQueryDto): Promise<NotificationPageDto> {
    return this.notifications.listNotifications(member.id, {
      cursor: query.cursor,
      limit: query.limit,
      language: query.lang,
    });
  }

  @Endpoint({
    method: 'GET', path: 'unread-count', operationId: 'countUnreadNotifications', auth: 'member', ok: UnreadCountDto,
    summary: 'How many notifications the member has not read (the bell)',
  })
  async unreadCount(@CurrentMember() member: AuthenticatedMember): Promise<UnreadCountDto> {
    return { count: await this.notifications.countUnread(member.id) };
  }

  @Endpoint({
    method: 'POST', path: 'mark-all-read', operationId: 'markAllNotificationsRead', auth: 'member', status: 200, ok: MarkAllReadDto,
    summary: "Mark all of the member's notifications read",
  })
  async markAllRead(@CurrentMember() member: AuthenticatedMember): Promise<MarkAllReadDto> {
    return { success: true, updated: await this.notifications.markAllRead(member.id) };
  }

  @Endpoint({
    method: 'POST', path: ':id/read', operationId: 'markNotificationRead', auth: 'member', status: 200, ok: NotificationReadDto,
    summary: 'Mark one of the member’s notifications read (idempotent)',
    errors: { 404: 'Notificação não encontrada — also for another member’s notification' },
  })
  async markRead(@CurrentMember() member: AuthenticatedMember, @Param('id') id: string): Promise<NotificationReadDto> {
    await this.notifications.markRead(member.id, id);
    return { success: true };
  }
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { LANGUAGE_CODES } from '../../../../shared/languages.js';
import { NormalizedText } from '../../../../shared/text/normalize.js';
import {
  CHAT_MESSAGES,
  MESSAGE_MAX_LENGTH,
  MESSAGES_MAX_PAGE_SIZE,
  MESSAGES_PAGE_SIZE,
  MESSAGE_TYPES,
  ROOM_TYPES,
} from '../../domain/chat.js';

export class ChatRoomDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: '`general` or the language code' }) code!: string;
  @ApiProperty({ description: 'Name in Portuguese' }) name!: string;
  @ApiProperty({ description: 'Name in English' }) name_en!: string;
  @ApiProperty() description!: string;
  @ApiProperty() description_en!: string;
  @ApiProperty({ enum: ROOM_TYPES }) type!: string;
  @ApiProperty({ enum: LANGUAGE_CODES, nullable: true, type: String }) language!: string | null;
  @ApiProperty({ description: 'Members present in the room now' }) user_count!: number;
}

export class ChatRoomListDto {
  @ApiProperty({ type: [ChatRoomDto] }) rooms!: ChatRoomDto[];
}

export class ChatMessageDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'Order of the message; the id of its stream event' }) seq!: number;
  @ApiProperty({ format: 'uuid' }) room_id!: string;
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ description: 'Plain text, shown as typed' }) content!: string;
  @ApiProperty({ enum: MESSAGE_TYPES }) message_type!: string;
  @ApiProperty() user_name!: string;
  @ApiProperty({ nullable: true, type: String }) user_picture!: string | null;
  @ApiProperty() user_level!: number;
  @ApiProperty() user_rank_name!: string;
  @ApiProperty() user_rank_color!: string;
  @ApiProperty() user_text_color!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class ChatMessageListDto {
  @ApiProperty({ type: [ChatMessageDto], description: 'Oldest first' }) messages!: ChatMessageDto[];
}

export class ChatMessagesQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only messages newer than this one (polling)' })
  @IsOptional()
  @MaxLength(64, { message: 'after deve ser o id de uma mensagem' })
  @IsString({ message: 'after deve ser o id de uma mensagem' })
  after?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only messages older than this one (history)' })
  @IsOptional()
  @MaxLength(64, { message: 'before deve ser o id de uma mensagem' })
  @IsString({ message: 'before deve ser o id de uma mensagem' })
  before?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: MESSAGES_MAX_PAGE_SIZE, default: MESSAGES_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit deve ser um número inteiro' })
  @Min(1, { message: 'limit deve ser pelo menos 1' })
  @Max(MESSAGES_MAX_PAGE_SIZE, { message: `limit deve ser no máximo ${MESSAGES_MAX_PAGE_SIZE}` })
  limit?: number;

  @ApiPropertyOptional({ description: 'Cache-busting value; ignored' })
  @IsOptional()
  @MaxLength(64)
  @IsString()
  _?: string;
}

export class SendChatMessageDto {
  @ApiProperty({ minLength: 1, maxLength: MESSAGE_MAX_LENGTH, description: 'Plain text, trimmed' })
  @MaxLength(MESSAGE_MAX_LENGTH * 4, { message: CHAT_MESSAGES.contentTooLong })
  @IsString({ message: CHAT_MESSAGES.contentRequired })
  @NormalizedText()
  content!: string;
}

export class SendChatMessageResultDto {
  @ApiProperty() success!: boolean;
  @ApiProperty({ format: 'uuid' }) messageId!: string;
}

export class ChatPresenceDto {
  @ApiPropertyOptional({
    description: 'Id of the tab (letters, digits, - and _): a member leaving in one tab stays present while another beats',
    maxLength: 64,
  })
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'connectionId inválido.' })
  @IsString({ message: 'connectionId inválido.' })
  connectionId?: string;
}

export class ChatOnlineUserDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ nullable: true, type: String }) picture!: string | null;
  @ApiProperty() level!: number;
  @ApiProperty() rank_name!: string;
  @ApiProperty() rank_color!: string;
  @ApiProperty() text_color!: string;
  @ApiProperty({ format: 'date-time' }) last_seen_at!: string;
}

export class ChatOnlineUserListDto {
  @ApiProperty({ type: [ChatOnlineUserDto] }) users!: ChatOnlineUserDto[];
}

export class ChatSuccessDto {
  @ApiProperty() success!: boolean;
}

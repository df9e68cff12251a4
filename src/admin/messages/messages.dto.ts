import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { NoControlCharacters } from '../../common/dto-fields';
import type { ContactMessage } from '../../contact/contact-message.entity';
import { PageQuery } from '../admin-query';

export class MessagesQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Words to find in the name, address or text' })
  @IsOptional()
  @IsString({ message: 'The search must be text.' })
  @MaxLength(200, { message: 'The search is at most 200 characters.' })
  @NoControlCharacters(false, 'The search cannot contain control characters.')
  query?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'Only handled, or only unhandled' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'Handled must be true or false.' })
  handled?: 'true' | 'false';
}

export class SetHandledDto {
  @ApiProperty()
  @IsBoolean({ message: 'Handled must be true or false.' })
  handled: boolean;
}

export class AdminMessageDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty() message: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ description: 'Sent by a signed-in member' }) fromMember: boolean;
  @ApiProperty({ description: 'The trust’s inbox has received it by mail' }) delivered: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) handledAt: string | null;
}

export class AdminMessagesPage {
  @ApiProperty({ type: [AdminMessageDto] }) items: AdminMessageDto[];
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty() total: number;
  @ApiProperty({ description: 'Messages not yet handled, whatever the filter' }) unhandled: number;
}

/**
 * Line breaks as a page shows them: HTML turns CR and CR LF into LF, so text that keeps a CR
 * renders differently on the server and in the browser (a hydration mismatch). The CSV export
 * keeps the message as it was sent.
 */
function asShown(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

export function toAdminMessageDto(message: ContactMessage): AdminMessageDto {
  return {
    id: message.id,
    name: asShown(message.name),
    email: message.email,
    phone: message.phone === null ? null : asShown(message.phone),
    message: asShown(message.message),
    createdAt: new Date(message.createdAt).toISOString(),
    fromMember: Boolean(message.userId),
    delivered: Boolean(message.sentAt),
    handledAt: message.handledAt ? new Date(message.handledAt).toISOString() : null,
  };
}

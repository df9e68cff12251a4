import { ACTION_WORDS } from './audit-actions';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { NoControlCharacters } from '../../common/dto-fields';
import { PageQuery } from '../admin-query';
import type { AdminAuditEntry } from './admin-audit.entity';

export class AuditQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Exactly this action, e.g. `user.role`' })
  @IsOptional()
  @IsString({ message: 'The action must be text.' })
  @MaxLength(60, { message: 'The action is at most 60 characters.' })
  @NoControlCharacters(false, 'The action cannot contain control characters.')
  action?: string;

  @ApiPropertyOptional({ description: 'Part of the actor’s address, or `shell` / `ADMIN_EMAILS`' })
  @IsOptional()
  @IsString({ message: 'The actor must be text.' })
  @MaxLength(254, { message: 'The actor is at most 254 characters.' })
  @NoControlCharacters(false, 'The actor cannot contain control characters.')
  actor?: string;
}

export class AuditEntryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) actorId: string | null;
  @ApiProperty() actorEmail: string;
  @ApiProperty({ example: 'user.role' }) action: string;
  @ApiProperty({ example: 'Changed a role', description: 'What the action did, in words' })
  actionText: string;
  @ApiProperty({ type: String, nullable: true }) targetType: string | null;
  @ApiProperty({ type: String, nullable: true }) targetId: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The target by name: a member’s name and address, an event’s title',
  })
  targetName: string | null;
  @ApiProperty({ type: Object, nullable: true }) detail: Record<string, unknown> | null;
  @ApiProperty({ type: String, nullable: true }) ip: string | null;
}

export class AuditPage {
  @ApiProperty({ type: [AuditEntryDto] }) items: AuditEntryDto[];
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty() total: number;
  @ApiProperty({ type: [String], description: 'Every action recorded so far (for a filter)' })
  actions: string[];
}

export function toAuditEntryDto(
  entry: AdminAuditEntry,
  targetName: string | null = null,
): AuditEntryDto {
  return {
    id: entry.id,
    at: new Date(entry.at).toISOString(),
    actorId: entry.actorId,
    actorEmail: entry.actorEmail,
    action: entry.action,
    actionText: ACTION_WORDS[entry.action] ?? entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetName,
    detail: entry.detail,
    ip: entry.ip,
  };
}

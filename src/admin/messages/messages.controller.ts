import {
  Body,
  Controller,
  Get,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Patch,
  Query,
  Res,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../../auth/roles.decorator';
import { streamCsv, type CsvColumn } from '../../common/csv';
import { CurrentPrincipal, type Principal } from '../../common/principal';
import type { ContactMessage } from '../../contact/contact-message.entity';
import { RateLimit } from '../../throttle/rate-limit.decorator';
import { ADMIN_PAGE_SIZE } from '../admin-query';
import {
  AdminMessageDto,
  AdminMessagesPage,
  MessagesQuery,
  SetHandledDto,
  toAdminMessageDto,
} from './messages.dto';
import { AdminMessagesService, MESSAGE_NOT_FOUND, type MessageFilter } from './messages.service';

const COLUMNS: CsvColumn<ContactMessage>[] = [
  { header: 'Received', value: (m) => m.createdAt },
  { header: 'Name', value: (m) => m.name },
  { header: 'E-mail', value: (m) => m.email },
  { header: 'Phone', value: (m) => m.phone },
  { header: 'Message', value: (m) => m.message },
  { header: 'Handled', value: (m) => m.handledAt },
];

/** An id that is not a UUID names no message: the same 404 as an unknown one. */
const messageId = new ParseUUIDPipe({
  exceptionFactory: () => new NotFoundException(MESSAGE_NOT_FOUND),
});

function filterOf(query: MessagesQuery): MessageFilter {
  return {
    query: query.query,
    handled: query.handled === undefined ? undefined : query.handled === 'true',
  };
}

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@RateLimit('session')
@Controller('admin/messages')
export class AdminMessagesController {
  constructor(private readonly messages: AdminMessagesService) {}

  @Get()
  @ApiOperation({ summary: 'Contact messages, newest first; search and filter by handled' })
  @ApiOkResponse({ type: AdminMessagesPage })
  async list(@Query() query: MessagesQuery): Promise<AdminMessagesPage> {
    const page = query.page ?? 1;
    const { items, total, unhandled } = await this.messages.list(filterOf(query), page);
    return {
      items: items.map(toAdminMessageDto),
      page,
      pageSize: ADMIN_PAGE_SIZE,
      total,
      unhandled,
    };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One contact message' })
  @ApiOkResponse({ type: AdminMessageDto })
  @ApiNotFoundResponse({ description: 'No such message' })
  async one(@Param('id', messageId) id: string): Promise<AdminMessageDto> {
    return toAdminMessageDto(await this.messages.find(id));
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Mark a message handled or not handled (audited)' })
  @ApiOkResponse({ type: AdminMessageDto })
  @ApiNotFoundResponse({ description: 'No such message' })
  async setHandled(
    @Param('id', messageId) id: string,
    @Body() dto: SetHandledDto,
    @CurrentPrincipal() admin: Principal,
  ): Promise<AdminMessageDto> {
    return toAdminMessageDto(await this.messages.setHandled(id, dto.handled, admin));
  }
}

/** `/admin/messages.csv` sits beside the list, not under it, so it is a controller of its own. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@RateLimit('session')
@Controller('admin')
export class AdminMessagesExportController {
  constructor(private readonly messages: AdminMessagesService) {}

  @Get('messages.csv')
  @ApiOperation({ summary: 'Every contact message (or those the search finds) as CSV (audited)' })
  @ApiProduces('text/csv')
  async export(
    @Query() query: MessagesQuery,
    @CurrentPrincipal() admin: Principal,
    @Res() res: Response,
  ): Promise<void> {
    const filter = filterOf(query);
    await this.messages.recordExport(admin, filter);
    await streamCsv(res, 'pragya-trust-messages.csv', COLUMNS, this.messages.all(filter));
  }
}

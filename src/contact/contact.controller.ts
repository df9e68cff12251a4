import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Honeypot } from '../common/honeypot';
import { CurrentPrincipal, OptionalAuth, type Principal } from '../common/principal';
import { Public } from '../common/public.decorator';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { ContactDto, ContactResponse } from './contact.dto';
import { ContactService, THANK_YOU } from './contact.service';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Public()
  @OptionalAuth()
  @RateLimit('contact')
  @Post()
  @Honeypot(201, { message: THANK_YOU })
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'Send a message to the trust (stored, then mailed to the inbox with Reply-To the sender). ' +
      'A Bearer token is optional: when valid, the member is recorded with the message.',
  })
  @ApiCreatedResponse({ type: ContactResponse })
  async send(
    @Body() dto: ContactDto,
    @CurrentPrincipal() principal: Principal | undefined,
  ): Promise<ContactResponse> {
    await this.contact.submit(dto, principal?.id ?? null);
    return { message: THANK_YOU };
  }
}

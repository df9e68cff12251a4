import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SecurityEvent } from './security-event.entity';
import { SecurityEventsService } from './security-events.service';
import { SecurityEventsAccountData } from './security-events-account-data';

/** Global: every account flow records its events here. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([SecurityEvent])],
  providers: [SecurityEventsService, SecurityEventsAccountData],
  exports: [SecurityEventsService],
})
export class SecurityEventsModule {}

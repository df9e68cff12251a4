import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { jwtKey } from '../common/jwt-key';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { Session } from './session.entity';
import { MemberSessions } from './member-sessions.service';
import { SessionsController } from './sessions.controller';
import { SessionCache } from './session-cache';
import { SessionsService } from './sessions.service';
import { SessionsAccountData } from './sessions-account-data';

@Module({
  imports: [
    TypeOrmModule.forFeature([Session]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: jwtKey(config.jwtSecret),
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [SessionsController],
  providers: [SessionsService, SessionCache, MemberSessions, SessionsAccountData],
  exports: [SessionsService, MemberSessions],
})
export class SessionsModule {}

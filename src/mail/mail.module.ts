import { Global, Module } from '@nestjs/common';
import { MailerModule, type MailerOptions } from '@nestjs-modules/mailer';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { MailService } from './mail.service';

@Global()
@Module({
  imports: [
    MailerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): MailerOptions => ({
        transport: config.smtpUrl
          ? {
              url: config.smtpUrl,
              connectionTimeout: 10_000,
              greetingTimeout: 10_000,
              socketTimeout: 20_000,
            }
          : { streamTransport: true, buffer: true, newline: 'unix' },
        defaults: { from: config.mailFrom } as MailerOptions['defaults'],
      }),
    }),
  ],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}

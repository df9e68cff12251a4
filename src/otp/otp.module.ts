import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OtpService } from './otp.service';
import { OtpAccountData } from './otp-account-data';
import { Verification } from './verification.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Verification])],
  providers: [OtpService, OtpAccountData],
  exports: [OtpService],
})
export class OtpModule {}

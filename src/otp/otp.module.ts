import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OtpService } from './otp.service';
import { Verification } from './verification.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Verification])],
  providers: [OtpService],
  exports: [OtpService],
})
export class OtpModule {}

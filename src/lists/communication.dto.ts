import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { ListKeyField, MemberInterestDto } from './lists.dto';

/** What the trust may mail a member beyond what their account and their registrations need. */
export class CommunicationPreferencesResponse {
  @ApiProperty({ example: 'asha@example.com', description: 'The address every mail goes to' })
  email: string;

  @ApiProperty({ description: 'On the news list (News from Pragya Trust)' })
  news: boolean;

  @ApiProperty({ type: [MemberInterestDto], description: 'The course interest lists they are on' })
  interests: MemberInterestDto[];
}

export class NewsPreferenceDto {
  @ApiProperty({ description: 'true: send the news to the member’s address; false: stop it' })
  @IsBoolean({ message: 'Please say whether you would like the news (true) or not (false).' })
  subscribed: boolean;
}

export class LeaveListParams {
  @ListKeyField('Please choose one of the course interest lists you are on.')
  courseSlug: string;
}

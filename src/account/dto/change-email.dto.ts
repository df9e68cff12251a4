import { EmailField, LinkTokenField } from '../../common/dto-fields';
import { ACCOUNT_MESSAGES } from '../messages';

export class ChangeEmailDto {
  @EmailField()
  newEmail: string;
}

export class ConfirmEmailDto {
  @LinkTokenField(ACCOUNT_MESSAGES.badEmailLink)
  token: string;
}

export class CancelEmailChangeDto {
  @LinkTokenField(ACCOUNT_MESSAGES.badCancelLink)
  token: string;
}

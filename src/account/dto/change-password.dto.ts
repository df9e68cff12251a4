import { NewPasswordField, PasswordField } from '../../common/dto-fields';

/** Change the password (the current one is required when the account has one), or set a first one. */
export class ChangePasswordDto {
  @PasswordField(false)
  currentPassword?: string;

  @NewPasswordField()
  newPassword: string;
}

/**
 * Rules for what a member types, written once: the API's DTO decorators (src/common/dto-fields.ts)
 * and the pages' own checks before sending (client/) import them, so the two never disagree. No
 * server code here: the client bundles this file.
 */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const NAME_OUT_OF_BOUNDS = `Please enter a name of 1 to ${NAME_MAX_LENGTH} characters.`;

/** The specification's sentence (register and reset forms), without a full stop. */
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`;

export function passwordTooShort(password: string): boolean {
  return password.length < PASSWORD_MIN_LENGTH;
}

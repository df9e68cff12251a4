import { FormField } from './FormField';
import { PASSWORD_MIN_LENGTH } from '../../src/common/user-rules';

type FieldProps = { value: string; onChange: (value: string) => void };

/** A field whose every attribute but its value is fixed. */
function preset(attributes: {
  label: string;
  name: string;
  type: string;
  autoComplete: string;
  placeholder: string;
}) {
  return function PresetField({ value, onChange }: FieldProps) {
    return (
      <FormField
        {...attributes}
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  };
}

/** The full-name field of the sign-up forms. */
export const NameField = preset({
  label: 'Full Name',
  name: 'name',
  type: 'text',
  autoComplete: 'name',
  placeholder: 'Enter your full name',
});

/** The e-mail field of the sign-in, sign-up and forgotten-password forms. */
export const EmailField = preset({
  label: 'Email Address',
  name: 'email',
  type: 'email',
  autoComplete: 'email',
  placeholder: 'your@email.com',
});

/** The e-mail field of sign-in, which also offers the site's passkeys in its suggestions. */
export const SignInEmailField = preset({
  label: 'Email Address',
  name: 'email',
  type: 'email',
  autoComplete: 'username webauthn',
  placeholder: 'your@email.com',
});

/**
 * A password field. A new password (sign-up, reset) says the length rule under the first of its
 * fields (`hint`); the one of sign-in is the current password.
 */
export function PasswordField({
  label,
  name,
  placeholder,
  current = false,
  hint = false,
  value,
  onChange,
}: FieldProps & {
  label: string;
  name: string;
  placeholder: string;
  current?: boolean;
  hint?: boolean;
}) {
  return (
    <FormField
      label={label}
      name={name}
      type="password"
      autoComplete={current ? 'current-password' : 'new-password'}
      placeholder={placeholder}
      hint={hint ? `Must be at least ${PASSWORD_MIN_LENGTH} characters long` : undefined}
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

import { FormField } from './FormField';

type FieldProps = { value: string; onChange: (value: string) => void };

/** The full-name field of the sign-up forms. */
export function NameField({ value, onChange }: FieldProps) {
  return (
    <FormField
      label="Full Name"
      name="name"
      type="text"
      autoComplete="name"
      placeholder="Enter your full name"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The e-mail field of the sign-in, sign-up and forgotten-password forms. */
export function EmailField({ value, onChange }: FieldProps) {
  return (
    <FormField
      label="Email Address"
      name="email"
      type="email"
      autoComplete="email"
      placeholder="your@email.com"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

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
      hint={hint ? 'Must be at least 6 characters long' : undefined}
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

import { Link } from 'react-router';
import { FormField } from '../../components/FormField';
import type { SignInValues } from './use-sign-in';

/** The password step of /login: name (sign-up only), e-mail and password. */
export function CredentialFields({
  signup,
  values,
  onChange,
}: {
  signup: boolean;
  values: SignInValues;
  onChange: (field: keyof SignInValues, value: string) => void;
}) {
  return (
    <>
      {signup ? (
        <FormField
          label="Full Name"
          name="name"
          type="text"
          autoComplete="name"
          placeholder="Enter your full name"
          required
          value={values.name}
          onChange={(e) => onChange('name', e.target.value)}
        />
      ) : null}
      <FormField
        label="Email Address"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="your@email.com"
        required
        value={values.email}
        onChange={(e) => onChange('email', e.target.value)}
      />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete={signup ? 'new-password' : 'current-password'}
        placeholder={signup ? 'Create a password' : 'Enter your password'}
        hint={signup ? 'Must be at least 6 characters long' : undefined}
        required
        value={values.password}
        onChange={(e) => onChange('password', e.target.value)}
      />
      {signup ? null : (
        <p className="auth-inline-link">
          <Link to="/forgot-password" className="text-link">
            Forgot your password?
          </Link>
        </p>
      )}
    </>
  );
}

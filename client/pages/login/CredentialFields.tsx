import { Link } from 'react-router';
import {
  EmailField,
  NameField,
  PasswordField,
  SignInEmailField,
} from '../../components/AccountFields';
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
        <NameField value={values.name} onChange={(value) => onChange('name', value)} />
      ) : null}
      {signup ? (
        <EmailField value={values.email} onChange={(value) => onChange('email', value)} />
      ) : (
        <SignInEmailField value={values.email} onChange={(value) => onChange('email', value)} />
      )}
      <PasswordField
        label="Password"
        name="password"
        placeholder={signup ? 'Create a password' : 'Enter your password'}
        current={!signup}
        hint={signup}
        value={values.password}
        onChange={(value) => onChange('password', value)}
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

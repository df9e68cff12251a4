import { defineRoute, type SiteRoute } from '../lib/route-kit';
import { AuthCallbackPage } from '../pages/AuthCallbackPage';
import { DashboardPage } from '../pages/DashboardPage';
import { ForgotPasswordPage } from '../pages/ForgotPasswordPage';
import { LoginPage, loginLoader } from '../pages/LoginPage';
import { RegisterPage } from '../pages/RegisterPage';
import { ResetPasswordPage } from '../pages/ResetPasswordPage';
import { VerifyEmailPage } from '../pages/VerifyEmailPage';

const accountKeywords = 'Pragya Trust account, sign in, sign up, member area';

/** Sign-in, registration, password, verification, callback and dashboard pages. */
const pages: SiteRoute[] = [
  defineRoute({
    path: '/login',
    Component: LoginPage,
    loader: loginLoader,
    head: () => ({
      title: 'Sign In - Pragya Trust',
      description:
        'Sign in to your Pragya Trust account to continue your spiritual journey: courses, resources and meditation.',
      keywords: accountKeywords,
    }),
  }),
  defineRoute({
    path: '/register',
    Component: RegisterPage,
    head: () => ({
      title: 'Sign Up - Pragya Trust',
      description:
        'Create your Pragya Trust account and begin your journey of consciousness exploration.',
      keywords: accountKeywords,
    }),
  }),
  defineRoute({
    path: '/forgot-password',
    Component: ForgotPasswordPage,
    head: () => ({
      title: 'Forgot Password - Pragya Trust',
      description:
        'Forgot your Pragya Trust password? Enter your e-mail and we will send you reset instructions.',
      keywords: accountKeywords,
    }),
  }),
  defineRoute({
    path: '/reset-password',
    Component: ResetPasswordPage,
    indexable: false,
    head: () => ({
      title: 'Reset Password - Pragya Trust',
      description: 'Choose a new password for your Pragya Trust account.',
      noindex: true,
    }),
  }),
  defineRoute({
    path: '/verify-email',
    Component: VerifyEmailPage,
    indexable: false,
    head: () => ({
      title: 'Email Verification - Pragya Trust',
      description: 'Confirm the e-mail address of your Pragya Trust account.',
      noindex: true,
    }),
  }),
  defineRoute({
    path: '/auth/callback',
    Component: AuthCallbackPage,
    indexable: false,
    head: () => ({
      title: 'Authenticating - Pragya Trust',
      description: 'Completing your sign-in to Pragya Trust.',
      noindex: true,
    }),
  }),
  defineRoute({
    path: '/dashboard',
    Component: DashboardPage,
    indexable: false,
    head: () => ({
      title: 'Dashboard - Pragya Trust',
      description: 'Your Pragya Trust account: profile, security settings and quick links.',
      noindex: true,
    }),
  }),
];

/** Account pages are rendered afresh every time: they are never served from the render cache. */
export const accountRoutes: SiteRoute[] = pages.map((route) => ({ ...route, renderCache: 'none' }));

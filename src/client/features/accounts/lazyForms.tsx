import { lazy, Suspense, type ReactNode } from 'react';

/**
 * The email sign-up and log-in forms ARE the /signup and /login pages' forms (one component each),
 * loaded on demand from their page chunks so the pages that open the prompt stay small.
 */
const SignupForm = lazy(() => import(/* webpackChunkName: "page-signup" */ './SignupPage'));
const LoginForm = lazy(() => import(/* webpackChunkName: "page-login" */ './LoginPage'));

const Loading = () => <p role="status">Loading…</p>;
const wrap = (node: ReactNode) => <Suspense fallback={<Loading />}>{node}</Suspense>;

type FormProps = { nextUrl: string; intent?: string };

export const EmailSignupForm = ({ nextUrl, intent }: FormProps) =>
  wrap(<SignupForm nextUrl={nextUrl} intent={intent} embedded />);
export const EmailLoginForm = ({ nextUrl, intent }: FormProps) =>
  wrap(<LoginForm nextUrl={nextUrl} intent={intent} embedded />);

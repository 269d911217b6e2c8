import { lazy, Suspense, type ReactNode } from 'react';

/**
 * The email sign-up and log-in forms ARE the /signup and /login pages' forms (one component each),
 * loaded on demand from their page chunks so the pages that open the prompt stay small.
 */
const SignupForm = lazy(() => import(/* webpackChunkName: "page-signup" */ './SignupPage'));
const LoginForm = lazy(() => import(/* webpackChunkName: "page-login" */ './LoginPage'));

const Loading = () => <p role="status">Loading…</p>;
const wrap = (node: ReactNode) => <Suspense fallback={<Loading />}>{node}</Suspense>;

export const EmailSignupForm = ({ nextUrl }: { nextUrl: string }) =>
  wrap(<SignupForm nextUrl={nextUrl} embedded />);
export const EmailLoginForm = ({ nextUrl }: { nextUrl: string }) =>
  wrap(<LoginForm nextUrl={nextUrl} embedded />);

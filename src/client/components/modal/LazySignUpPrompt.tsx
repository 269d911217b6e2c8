import { useEffect, useState, type ComponentType } from 'react';
import { injectSlices } from '../../../reducers/browserReducer';

/** `intent`: the action the visitor asked for, done once they log in or sign up (shared/accounts/intent.ts). */
type PromptProps = { open: boolean; onClose: () => void; nextUrl: string; intent?: string };

let loaded: ComponentType<PromptProps> | null = null;
// The prompt's forms read the accounts slice, which loads (and is injected) with them.
const load = (): Promise<ComponentType<PromptProps>> =>
  Promise.all([
    import(/* webpackChunkName: "signup-prompt" */ './SignUpPrompt'),
    import(/* webpackChunkName: "signup-prompt" */ '../../../reducers/accounts'),
  ]).then(([m, slices]) => {
    injectSlices(slices.accountsSlices);
    return (loaded = m.SignUpPrompt);
  });

/**
 * The sign-up prompt, fetched the first time it opens (its three views, the auth panel and the
 * social buttons are code a reader who never needs them should not download). Nothing is
 * rendered while closed, so the server output is the same either way.
 */
export function LazySignUpPrompt(props: PromptProps) {
  const [Prompt, setPrompt] = useState<ComponentType<PromptProps> | null>(() => loaded);
  useEffect(() => {
    if (props.open && !Prompt) void load().then((c) => setPrompt(() => c));
  }, [props.open, Prompt]);
  return Prompt ? <Prompt {...props} /> : null;
}

import { useEffect, useState, type ComponentType } from 'react';

/** `intent`: the action the visitor asked for, done once they log in or sign up (shared/accounts/intent.ts). */
type PromptProps = { open: boolean; onClose: () => void; nextUrl: string; intent?: string };

let loaded: ComponentType<PromptProps> | null = null;
const load = (): Promise<ComponentType<PromptProps>> =>
  import(/* webpackChunkName: "signup-prompt" */ './SignUpPrompt').then((m) => (loaded = m.SignUpPrompt));

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

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { selectCsrfToken, selectViewer } from '../../../reducers/session/sessionSlice';
import type { Viewer } from '../../../shared/common/session';
import { LazySignUpPrompt } from '../../components/modal/LazySignUpPrompt';
import { useNow } from '../../components/useNow';

/**
 * What every comment of a list needs once: where its forms come back to (the part's path), the
 * viewer and the CSRF token, "now" for relative times, and the one sign-up prompt a visitor's
 * Comment, Reply or Like opens. The part page's section provides it; a list used alone (the
 * paragraph drawer) provides its own (`CommentsScopeProvider`).
 */
export interface CommentsScope {
  /** The part's path (`/{partId}-{slug}`): forms redirect back there, links keep it. */
  back: string;
  viewer: Viewer | null;
  csrfToken: string | null;
  now: number;
  askToSignUp: () => void;
}

const Scope = createContext<CommentsScope | null>(null);

export function useCommentsScope(): CommentsScope {
  const scope = useContext(Scope);
  if (!scope) throw new Error('A comment list needs a CommentsScopeProvider above it');
  return scope;
}

/** Provides the scope (once: a list inside a section reuses the section's). */
export function CommentsScopeProvider({ back, children }: { back: string; children: ReactNode }) {
  const outer = useContext(Scope);
  const viewer = useSelector(selectViewer);
  const csrfToken = useSelector(selectCsrfToken);
  const now = useNow();
  const [prompt, setPrompt] = useState(false);
  const askToSignUp = useCallback(() => setPrompt(true), []);
  const scope = useMemo(
    () => ({ back, viewer, csrfToken, now, askToSignUp }),
    [back, viewer, csrfToken, now, askToSignUp],
  );
  if (outer) return <>{children}</>;
  return (
    <Scope.Provider value={scope}>
      {children}
      {!viewer && <LazySignUpPrompt open={prompt} onClose={() => setPrompt(false)} nextUrl={back} />}
    </Scope.Provider>
  );
}

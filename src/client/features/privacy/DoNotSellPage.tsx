import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { privacyActions, selectPrivacy } from '../../../reducers/privacy/privacySlice';
import { selectViewer } from '../../../reducers/session/sessionSlice';
import { privacyMessages as m } from '../../../shared/privacy/messages';
import {
  backHomeUrl,
  canOptOut,
  DO_NOT_SELL_PATH,
  isAppMode,
  optedOutUrl,
} from '../../../shared/privacy/validation';
import { navigate } from '../../router/navigation';
import styles from '../recovery/Recovery.module.css';
import { useRecoveryPage } from '../../components/forms/useRecoveryPage';

/**
 * `/privacy/do-not-sell` (spec §2 Privacy opt-out page): the California-resident box, the opt-out
 * button (disabled until the box is ticked once the page runs; the server checks too), then the
 * success state with 'Back to' home. A real form without JavaScript; with it, the request runs in
 * the page (the privacy saga) and app mode navigates with `optOut=true`.
 */
export default function DoNotSellPage() {
  const { query, csrf, hydrated } = useRecoveryPage();
  const state = useSelector(selectPrivacy);
  const viewer = useSelector(selectViewer);
  const dispatch = useDispatch();
  const [resident, setResident] = useState(false);
  const mode = isAppMode(query.mode) ? 'app' : undefined;

  useEffect(() => {
    if (state.status === 'idle') window.location.reload(); // reached by client-side navigation
  }, [state.status]);
  useEffect(() => {
    if (state.justOptedOut && mode && query.optOut !== 'true') void navigate(optedOutUrl(mode));
  }, [state.justOptedOut, mode, query.optOut]);

  const submitting = state.status === 'submitting';
  return (
    <section className={styles.panel} aria-labelledby="dns-title" aria-busy={state.status === 'loading'}>
      <h1 id="dns-title">{m.title}</h1>
      {(query.msg || state.status === 'failed') && (
        <p className={styles.danger} role="alert">
          {state.status === 'failed' ? m.failure : query.msg}
        </p>
      )}
      {state.status === 'idle' || state.status === 'loading' ? (
        <p role="status">{m.loading}</p>
      ) : state.optedOut ? (
        <>
          <p className={styles.info} role="status">
            {m.optedOut}
          </p>
          {state.justOptedOut && (
            <a className={styles.primary} href={backHomeUrl(mode)}>
              {m.backTo} {m.home}
            </a>
          )}
        </>
      ) : (
        <form
          method="post"
          action={DO_NOT_SELL_PATH}
          onSubmit={(e) => {
            e.preventDefault();
            if (canOptOut(resident, submitting)) dispatch(privacyActions.optOutSubmitted());
          }}
        >
          <p className={styles.intro}>{m.intro}</p>
          <p>{m.notOptedOut}</p>
          <input type="hidden" name="_csrf" value={csrf ?? ''} />
          {mode && <input type="hidden" name="mode" value={mode} />}
          <label className={styles.field}>
            <input
              type="checkbox"
              name="resident"
              checked={resident}
              onChange={(e) => setResident(e.target.checked)}
            />{' '}
            {m.residentLabel}
          </label>
          <div className={styles.actions}>
            <button
              className={styles.primary}
              type="submit"
              disabled={hydrated && !canOptOut(resident, submitting)}
            >
              {submitting ? m.submitting : m.submit}
            </button>
          </div>
        </form>
      )}
      {!viewer && (
        <p className={styles.intro} style={{ marginTop: 'var(--space-4)' }}>
          {m.visitorNote} <a href={`/login?nextUrl=${encodeURIComponent(DO_NOT_SELL_PATH)}`}>{m.logIn}</a>{' '}
          {m.or} <a href={`/signup?nextUrl=${encodeURIComponent(DO_NOT_SELL_PATH)}`}>{m.signUp}</a>.
        </p>
      )}
    </section>
  );
}

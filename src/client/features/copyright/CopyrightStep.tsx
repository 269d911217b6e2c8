import { useEffect, useId, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { injectSlices } from '../../../reducers/browserReducer';
import { copyrightActions, copyrightSlices, selectCopyright } from '../../../reducers/copyright';
import { copyrightAlerted, copyrightReset, originalUrlChecked } from '../../../shared/copyright/actions';
import { COPYRIGHT_MESSAGES as M, dmcaHref } from '../../../shared/copyright/messages';
import { Toast } from '../../components/Toast';
import styles from './Copyright.module.css';

injectSlices(copyrightSlices);

export interface CopyrightStepProps {
  /** The reported story (the copy); without one there is nothing to alert about. */
  storyId?: number;
  /** The reported account (the copyright item shows only with one). */
  username: string;
  onDone(): void;
}

/**
 * The report flow's copyright `page` item (accounts-safety-messaging §2, §4, §5): the original story
 * URL, checked on blur (the link pattern, then the story must exist); Alert is enabled once the check
 * passed; after the report, the confirmation that the original's owner was notified.
 */
export function CopyrightStep({ storyId, username, onDone }: CopyrightStepProps) {
  const dispatch = useDispatch();
  const state = useSelector(selectCopyright);
  const [url, setUrl] = useState('');
  const id = useId();

  useEffect(() => {
    dispatch(copyrightReset());
  }, [dispatch]);

  const check = () => {
    if (url !== state.url || state.check === 'idle') dispatch(originalUrlChecked({ url }));
  };
  const valid = state.check === 'valid' && state.url === url && !!state.original;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid) {
      check();
      return;
    }
    if (storyId && state.report !== 'sending') dispatch(copyrightAlerted({ storyId }));
  };

  if (state.report === 'done') {
    return (
      <div className={styles.step}>
        <p role="status" className={styles.done}>
          {M.ownerNotified}
        </p>
        <button type="button" className={styles.primary} onClick={onDone}>
          OK
        </button>
      </div>
    );
  }

  const shownError = state.url === url ? state.error : null;
  return (
    <form className={styles.step} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-url`} className={styles.label}>
        {M.urlLabel}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {M.urlHint}
      </p>
      <input
        id={`${id}-url`}
        name="original_url"
        type="url"
        className={styles.input}
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        onBlur={check}
        aria-invalid={!!shownError}
        aria-describedby={shownError ? `${id}-error` : `${id}-hint`}
      />
      {shownError && (
        <p id={`${id}-error`} className={styles.error}>
          {shownError}
        </p>
      )}
      {valid && state.original && <p className={styles.hint}>{state.original.title}</p>}
      <button
        type="submit"
        className={styles.primary}
        disabled={!valid || !storyId || state.report === 'sending'}
        aria-busy={state.report === 'sending'}
      >
        {M.alert}
      </button>
      <a className={styles.link} href={dmcaHref({ storyId, reportedUser: username })}>
        {M.dmcaLink}
      </a>
      {state.report === 'failed' && (
        <Toast message={M.failure} onDismiss={() => dispatch(copyrightActions.failureDismissed())} />
      )}
    </form>
  );
}

export default CopyrightStep;

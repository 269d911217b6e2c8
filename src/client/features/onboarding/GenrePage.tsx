import { useEffect, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { genreToggled, selectOnboarding } from '../../../reducers/onboarding/onboardingSlice';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { selectViewer } from '../../../reducers/session/sessionSlice';
import { onboardingMessages as m } from '../../../shared/onboarding/messages';
import { onboardingFinishRequested } from '../../../shared/onboarding/actions';
import { canFinish } from '../../../shared/onboarding/validation';
import {
  ONBOARDING_START,
  ONBOARDING_SUCCESS,
  onboardingNext,
  withOnboardingNext,
} from '../../../shared/onboarding/nextUrl';
import { parseQuery } from '../../../shared/routes';
import { Toast } from '../../components/Toast';
import { navigate } from '../../router/navigation';
import { CsrfField } from '../../components/forms/FormParts';
import { useHydrated } from '../../components/useHydrated';
import styles from './Onboarding.module.css';

/**
 * `/start`: the genre screen (accounts-safety-messaging §2, §4). A real form (checkboxes posted to
 * `POST /start`, which refuses a fourth genre); with JavaScript the tiles toggle through the store
 * (at most three, the toast for 5 s), Finish posts the picks and goes on to /start/success.
 * A `nextUrl` (sign-up's: where the person was) is carried on to the success screen.
 */
export default function GenrePage() {
  const dispatch = useDispatch();
  const viewer = useSelector(selectViewer);
  // Without JavaScript the form always posts (the server counts the picks); with it, Finish needs one.
  const hydrated = useHydrated();
  const { genres, genresStatus, selected, toast, finishStatus, formMessage } = useSelector(selectOnboarding);
  const { search } = useSelector(selectRouter);
  const next = onboardingNext(parseQuery(search));
  const success = withOnboardingNext(ONBOARDING_SUCCESS, next);

  useEffect(() => {
    if (finishStatus === 'done') void navigate(success);
  }, [finishStatus, success]);
  useEffect(() => {
    // Nothing to pick (or no one to greet): the spec sends the person on to the success screen.
    if (!viewer || (genresStatus !== 'loading' && genresStatus !== 'idle' && genres.length === 0))
      void navigate(success, { replace: true });
  }, [viewer, genresStatus, genres.length, success]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(onboardingFinishRequested());
  };

  return (
    <section className={styles.page} aria-labelledby="genres-title">
      <h1 id="genres-title">{m.greeting(viewer?.username ?? '')}</h1>
      <p className={styles.hint}>{m.genreHint}</p>
      {formMessage && (
        <p className={styles.alert} role="alert">
          {formMessage}
        </p>
      )}
      <form method="post" action={withOnboardingNext(ONBOARDING_START, next)} onSubmit={onSubmit}>
        <CsrfField />
        <fieldset className={styles.grid}>
          <legend className="visually-hidden">{m.genreHint}</legend>
          {genres.map((g) => {
            const on = selected.includes(g.name);
            return (
              <label key={g.name} className={`${styles.tile} ${on ? styles.selected : ''}`}>
                <img src={g.image} alt="" width={256} height={96} loading="lazy" />
                <input
                  type="checkbox"
                  name="genre"
                  value={g.name}
                  checked={on}
                  onChange={() => dispatch(genreToggled(g.name))}
                />
                <span className={styles.tileText}>
                  <strong>{g.name}</strong>
                  <span>{g.topic}</span>
                </span>
              </label>
            );
          })}
        </fieldset>
        <div className={styles.actions}>
          {/* The count follows the store: without JavaScript it could not follow the boxes. */}
          <span aria-live="polite">{hydrated ? m.selectedCount(selected.length) : m.genreHint}</span>
          <button
            type="submit"
            className={styles.button}
            disabled={hydrated && (!canFinish(selected) || finishStatus !== 'idle')}
          >
            {m.finish}
          </button>
        </div>
      </form>
      {toast && (
        <div className={styles.toastAbove}>
          <Toast message={toast} />
        </div>
      )}
    </section>
  );
}

import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { selectRouter } from '../../../reducers/router/routerSlice';
import {
  FINISHED_STORY_LABELS,
  onboardingMessages as m,
  USER_TYPE_LABELS,
  WRITER_STAGE_LABELS,
} from '../../../shared/onboarding/messages';
import { parseQuery } from '../../../shared/routes';
import {
  asWriterStage,
  GENRES_PATH,
  JOURNEY_ROOT,
  journeyStep,
  type JourneyStep,
} from '../../../shared/onboarding/validation';
import { Link } from '../../router/Link';
import { navigate } from '../../router/navigation';
import { CsrfField } from '../../components/forms/FormParts';
import { useHydrated } from '../../components/useHydrated';
import styles from './Onboarding.module.css';

const QUESTIONS: Record<JourneyStep, { legend: string; options: Record<string, string> }> = {
  type: { legend: m.typeQuestion, options: USER_TYPE_LABELS },
  motivation: { legend: m.motivationQuestion, options: WRITER_STAGE_LABELS },
  novel: { legend: m.novelQuestion, options: FINISHED_STORY_LABELS },
};

/**
 * `/start/writerjourney`, `/motivation`, `/motivation/novel` (writing-paid-content §2, §4): one
 * question per step as a plain form posted to `POST /start/writerjourney`, which stores the answer
 * and redirects to the next step (a reader and "none" go to /start). The novel step's motivation
 * travels in the hash (or `?motivation=` without JavaScript). Skip → /start.
 */
export default function WriterJourneyPage() {
  const { path, search } = useSelector(selectRouter);
  const step = journeyStep(path);
  const hydrated = useHydrated();
  const fromHash = hydrated ? asWriterStage(window.location.hash.slice(1)) : null;
  const motivation = fromHash ?? asWriterStage(parseQuery(search).motivation) ?? '';

  useEffect(() => {
    if (step === null) void navigate(JOURNEY_ROOT, { replace: true }); // unknown sub-path → root
  }, [step]);

  const q = QUESTIONS[step ?? 'type'];
  return (
    <section className={styles.card} aria-labelledby="journey-title">
      <form method="post" action={JOURNEY_ROOT}>
        <CsrfField />
        <input type="hidden" name="step" value={step ?? 'type'} />
        {step === 'novel' && <input type="hidden" name="motivation" value={motivation} />}
        <fieldset className={styles.choices}>
          <legend id="journey-title">{q.legend}</legend>
          {Object.entries(q.options).map(([value, label], i) => (
            <label key={value} className={styles.choice}>
              <input type="radio" name="answer" value={value} required={i === 0} />
              {label}
            </label>
          ))}
        </fieldset>
        <div className={styles.actions}>
          <Link href={GENRES_PATH} className={styles.secondary}>
            {m.skip}
          </Link>
          <button type="submit" className={styles.button}>
            {m.next}
          </button>
        </div>
      </form>
    </section>
  );
}

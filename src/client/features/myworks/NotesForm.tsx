import { useEffect, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  notesChanged,
  selectMyWorks,
  selectNotes,
  toastHidden,
} from '../../../reducers/myworks/myworksSlice';
import { notesRequested, notesSaveRequested } from '../../../shared/myworks/actions';
import { NOTES_MESSAGES as N } from '../../../shared/myworks/messages';
import {
  GOAL_SLIDERS,
  GOAL_TYPES,
  NOTES_LIMITS as L,
  OPPORTUNITY_TYPES,
  PRONOUNS,
  PROTAGONIST_SLIDERS,
  STORY_PROGRESS,
  isNotesComplete,
  type StoryNotes,
} from '../../../shared/myworks/notes';
import { Loader } from '../../components/Loader';
import { Toast } from '../../components/Toast';
import { AttributesField, LimitedText, Radios, Slider } from './NotesControls';
import styles from './MyWorks.module.css';

type Section<K extends keyof StoryNotes> = StoryNotes[K];
const YES_NO = [
  [1, N.yes],
  [0, N.no],
] as const;

/**
 * The Story Notes tab (writing-paid-content §2–§5): the planner's four sections; edits stay here
 * until Save ("Saved" until the next edit) or Submit (only when every field is filled;
 * "Submitted"). A failed load shows empty notes; a failed save, a toast.
 */
export function NotesForm({ storyId }: { storyId: string }) {
  const dispatch = useDispatch();
  const state = useSelector(selectNotes);
  const { toast } = useSelector(selectMyWorks);
  const loaded = state.status === 'succeeded' && state.storyId === storyId;
  // Notes the server rendered with the page (`?tab=notes`) are not asked for again on hydration.
  useEffect(() => {
    if (!loaded) dispatch(notesRequested({ id: storyId }));
  }, [dispatch, storyId, loaded]);
  if (!loaded) return <Loader label={N.loading} />;

  const n = state.notes;
  const p = n.protagonist;
  const g = n.protagonist_goal;
  const o = n.opportunity;
  const setP = (patch: Partial<Section<'protagonist'>>) =>
    dispatch(notesChanged({ ...n, protagonist: { ...p, ...patch } }));
  const setG = (patch: Partial<Section<'protagonist_goal'>>) =>
    dispatch(notesChanged({ ...n, protagonist_goal: { ...g, ...patch } }));
  const setO = (patch: Partial<Section<'opportunity'>>) =>
    dispatch(notesChanged({ ...n, opportunity: { ...o, ...patch } }));
  const complete = isNotesComplete(n);
  const save = (submit: boolean) => dispatch(notesSaveRequested({ id: storyId, notes: n, submit }));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (complete) save(true);
  };

  return (
    <form className={styles.notes} onSubmit={onSubmit} aria-label={N.protagonist}>
      <fieldset>
        <legend>{N.protagonist}</legend>
        <LimitedText
          id="notes-name"
          label={N.name}
          value={p.name}
          max={L.name}
          onChange={(name) => setP({ name })}
        />
        <LimitedText
          id="notes-other-names"
          label={N.otherNames}
          value={p.other_names}
          max={L.otherNames}
          onChange={(other_names) => setP({ other_names })}
        />
        <Radios
          name="pronoun"
          label={N.pronoun}
          value={p.pronoun}
          options={PRONOUNS.map((x) => [x, N.pronouns[x]] as const)}
          onChange={(pronoun) => setP({ pronoun })}
        />
        <AttributesField value={p.attributes} onChange={(attributes) => setP({ attributes })} />
        <Radios
          name="personality_change"
          label={N.personalityChange}
          value={p.personality_change}
          options={([-1, 0, 1] as const).map((x) => [x, N.personalityChanges[x]] as const)}
          onChange={(personality_change) => setP({ personality_change })}
        />
        {PROTAGONIST_SLIDERS.map((k) => (
          <Slider
            key={k}
            id={`notes-${k}`}
            ends={N.sliders[k]}
            value={p[k]}
            onChange={(v) => setP({ [k]: v })}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend>{N.storyGoal}</legend>
        <LimitedText
          id="notes-goal"
          label={N.goalDescription}
          value={g.description}
          max={L.goalDescription}
          multiline
          onChange={(description) => setG({ description })}
        />
        <Radios
          name="physical_emotional"
          label={N.physicalEmotional}
          value={g.physical_emotional}
          options={([0, 1] as const).map((x) => [x, N.physicalEmotionalValues[x]] as const)}
          onChange={(physical_emotional) => setG({ physical_emotional })}
        />
        <div className={styles.field}>
          <label htmlFor="notes-goal-type">{N.goalType}</label>
          <select
            id="notes-goal-type"
            value={g.type ?? ''}
            onChange={(e) => setG({ type: (e.target.value || null) as typeof g.type })}
          >
            <option value="">—</option>
            {GOAL_TYPES.map((t) => (
              <option key={t} value={t}>
                {N.goalTypes[t]}
              </option>
            ))}
          </select>
        </div>
        {GOAL_SLIDERS.map((k) => (
          <Slider
            key={k}
            id={`notes-${k}`}
            ends={N.sliders[k]}
            value={g[k]}
            onChange={(v) => setG({ [k]: v })}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend>{N.storyOutcome}</legend>
        <LimitedText
          id="notes-outcome"
          label={N.outcome}
          value={g.outcome}
          max={L.outcome}
          multiline
          onChange={(outcome) => setG({ outcome })}
        />
        <Radios
          name="succeed"
          label={N.succeed}
          value={g.succeed}
          options={YES_NO}
          onChange={(succeed) => setG({ succeed })}
        />
        <Radios
          name="outcome_feeling"
          label={N.outcomeFeeling}
          value={g.outcome_feeling}
          options={[
            [1, N.good],
            [0, N.bad],
          ]}
          onChange={(outcome_feeling) => setG({ outcome_feeling })}
        />
      </fieldset>
      <fieldset>
        <legend>{N.opportunities}</legend>
        <Radios
          name="interested"
          label={N.interested}
          value={o.interested}
          options={YES_NO}
          onChange={(interested) => setO({ interested })}
        />
        <fieldset className={styles.choices}>
          <legend className={styles.fieldLabel}>{N.types}</legend>
          {OPPORTUNITY_TYPES.map((t) => (
            <label key={t} className={styles.check}>
              <input
                type="checkbox"
                checked={o.types.includes(t)}
                onChange={(e) =>
                  setO({ types: e.target.checked ? [...o.types, t] : o.types.filter((x) => x !== t) })
                }
              />
              {N.opportunityTypes[t]}
            </label>
          ))}
        </fieldset>
        <LimitedText
          id="notes-logline"
          label={N.logline}
          value={o.logline}
          max={L.logline}
          multiline
          onChange={(logline) => setO({ logline })}
        />
        <div className={styles.field}>
          <label htmlFor="notes-progress">{N.storyProgress}</label>
          <select
            id="notes-progress"
            value={o.story_progress ?? ''}
            onChange={(e) => setO({ story_progress: (e.target.value || null) as typeof o.story_progress })}
          >
            <option value="">—</option>
            {STORY_PROGRESS.map((x) => (
              <option key={x} value={x}>
                {N.progress[x]}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <div className={styles.notesActions}>
        <button
          type="button"
          className={styles.secondary}
          disabled={state.saving !== null}
          onClick={() => save(false)}
        >
          {N.save}
        </button>
        <button type="submit" className={styles.button} disabled={!complete || state.saving !== null}>
          {N.submit}
        </button>
        {state.label && (
          <p className={styles.status} role="status">
            {state.label === 'submitted' ? N.submitted : N.saved}
          </p>
        )}
        {!complete && <p className={styles.hint}>{N.submitHint}</p>}
      </div>
      {toast && <Toast message={toast} onDismiss={() => dispatch(toastHidden())} />}
    </form>
  );
}

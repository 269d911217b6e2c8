import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { editorErrorCleared, selectPollEditor } from '../../../reducers/polls/pollsSlice';
import { pollCreateRequested, pollDeleteRequested } from '../../../shared/polls/actions';
import { POLL_TYPE, type Poll } from '../../../shared/polls/api';
import { POLL_TEXT as T } from '../../../shared/polls/messages';
import {
  canAddAnswer,
  canRemoveAnswer,
  hasErrors,
  POLL_ANSWER_MAX,
  POLL_ANSWERS_MIN,
  POLL_QUESTION_MAX,
  validatePollDraft,
  type PollDraftErrors,
} from '../../../shared/polls/validation';
import styles from './PollEditor.module.css';

type Props = { storyId: string; partId: number; polls: Poll[] };

/**
 * The writer's poll editor (writing-paid-content §4 "Poll editor": none, add-button, editing,
 * viewing). The part's poll is shown above by the block (viewing, with its results): here its
 * Delete, which goes back to the add button. Discard leaves editing for the add button. The rules
 * (§5) are the server's own functions: messages show under their fields on Save.
 */
export default function PollEditor({ storyId, partId, polls }: Props) {
  const dispatch = useDispatch();
  const editor = useSelector(selectPollEditor);
  const [editing, setEditing] = useState(false);
  const [question, setQuestion] = useState('');
  const [answers, setAnswers] = useState<string[]>(() => Array<string>(POLL_ANSWERS_MIN).fill(''));
  const [errors, setErrors] = useState<PollDraftErrors | null>(null);
  const busy = editor.status !== 'idle';
  const [poll] = polls;

  const reset = () => {
    setEditing(false);
    setQuestion('');
    setAnswers(Array<string>(POLL_ANSWERS_MIN).fill(''));
    setErrors(null);
    dispatch(editorErrorCleared());
  };

  if (poll) {
    // Viewing: the poll (above) and its Delete.
    return (
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          disabled={busy}
          onClick={() => {
            reset();
            dispatch(pollDeleteRequested({ storyId, partId, pollId: poll.id }));
          }}
        >
          {T.deletePoll}
        </button>
      </div>
    );
  }
  if (!editing) {
    return (
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => setEditing(true)}>
          {T.addPoll}
        </button>
      </div>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validatePollDraft(question, answers);
    setErrors(found);
    if (hasErrors(found)) return;
    dispatch(
      pollCreateRequested({
        storyId,
        partId,
        draft: {
          type: POLL_TYPE,
          question: question.trim(),
          options: answers.map((text) => ({ text: text.trim() })),
        },
      }),
    );
  };
  const setAnswer = (i: number, text: string) =>
    setAnswers((list) => list.map((a, j) => (j === i ? text : a)));

  return (
    <form className={styles.editor} onSubmit={submit} noValidate aria-label={T.addPoll}>
      <label className={styles.field}>
        <span>{T.questionLabel}</span>
        <input
          value={question}
          maxLength={POLL_QUESTION_MAX}
          onChange={(e) => setQuestion(e.target.value)}
          aria-invalid={Boolean(errors?.question)}
          aria-describedby={errors?.question ? 'poll-question-error' : undefined}
        />
      </label>
      {errors?.question && (
        <p id="poll-question-error" className={styles.error}>
          {errors.question}
        </p>
      )}
      {answers.map((a, i) => (
        <div key={i} className={styles.answer}>
          <label className={styles.field}>
            <span>{T.answerLabel(i + 1)}</span>
            <input
              value={a}
              maxLength={POLL_ANSWER_MAX}
              onChange={(e) => setAnswer(i, e.target.value)}
              aria-invalid={Boolean(errors?.answers[i])}
              aria-describedby={errors?.answers[i] ? `poll-answer-${i}-error` : undefined}
            />
          </label>
          {canRemoveAnswer(answers.length) && (
            <button
              type="button"
              className={styles.remove}
              aria-label={T.removeAnswer(i + 1)}
              onClick={() => setAnswers((list) => list.filter((_, j) => j !== i))}
            >
              ×
            </button>
          )}
          {errors?.answers[i] && (
            <p id={`poll-answer-${i}-error`} className={styles.error}>
              {errors.answers[i]}
            </p>
          )}
        </div>
      ))}
      {errors?.list && <p className={styles.error}>{errors.list}</p>}
      {editor.error && (
        <p className={styles.error} role="alert">
          {editor.error}
        </p>
      )}
      <div className={styles.actions}>
        {canAddAnswer(answers.length) && (
          <button
            type="button"
            className={styles.secondary}
            onClick={() => setAnswers((list) => [...list, ''])}
          >
            {T.addAnswer}
          </button>
        )}
        <button type="button" className={styles.secondary} onClick={reset}>
          {T.discard}
        </button>
        <button type="submit" className={styles.primary} disabled={busy}>
          {editor.status === 'saving' ? T.saving : T.save}
        </button>
      </div>
    </form>
  );
}

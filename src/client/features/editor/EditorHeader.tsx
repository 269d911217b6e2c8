import { useDispatch, useSelector } from 'react-redux';
import { selectEditor } from '../../../reducers/editor/editorSlice';
import { editorSaveRequested } from '../../../shared/editor/actions';
import { storySettingsPath } from '../../../shared/editor/forms';
import { EDITOR_MESSAGES as M } from '../../../shared/editor/messages';
import { Link } from '../../router/Link';
import { PublishButton } from '../publishing/PublishButton';
import styles from './Editor.module.css';

/** The autosave state the writer sees: "Saving…", "Saved", or the error with Retry. */
export function SaveState({ hydrated }: { hydrated: boolean }) {
  const dispatch = useDispatch();
  const { save, saveError, wordCount } = useSelector(selectEditor);
  return (
    <div className={styles.state}>
      <span className={styles.words} data-testid="word-count">
        {M.words(wordCount)}
      </span>
      {hydrated && (
        <span
          role="status"
          aria-live="polite"
          className={save === 'error' ? styles.failed : styles.saveState}
        >
          {save === 'saving'
            ? M.saving
            : save === 'saved'
              ? M.saved
              : save === 'dirty'
                ? M.unsaved
                : saveError}
        </span>
      )}
      {hydrated && save === 'error' && (
        <button type="button" className={styles.retry} onClick={() => dispatch(editorSaveRequested())}>
          {M.retry}
        </button>
      )}
    </div>
  );
}

/**
 * The editor's header: back to the story settings, the story's title, the save state and word
 * count, and the publish slot. The publishing feature mounts its button in the element marked
 * `data-slot="publish"` (one import and one element: `<PublishButton … />`).
 */
export function EditorHeader({ hydrated }: { hydrated: boolean }) {
  const { doc } = useSelector(selectEditor);
  if (!doc) return null;
  return (
    <header className={styles.header}>
      <div className={styles.where}>
        <Link href={storySettingsPath(doc.story.id)} className={styles.back}>
          ← {M.storySettings}
        </Link>
        <h1 className={styles.storyTitle}>{doc.story.title}</h1>
      </div>
      <SaveState hydrated={hydrated} />
      <div className={styles.publishSlot} data-slot="publish">
        <PublishButton part={doc.part} />
      </div>
    </header>
  );
}

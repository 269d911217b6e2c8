import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  blockedTagRemoved,
  selectContentSettings,
  tagEditorClosed,
} from '../../../reducers/contentSettings/contentSettingsSlice';
import { contentSettingsMessages as m } from '../../../shared/contentSettings/messages';
import { tagInputDisabled } from '../../../shared/contentSettings/validation';
import styles from './ContentSettings.module.css';
import { TagInput } from './TagInput';

/** The Blocked Tags editor sub-view (§2): a back arrow, the chosen tags, the tag input. */
export function BlockedTagsEditor() {
  const dispatch = useDispatch();
  const { edited, saved, warning, suggestions } = useSelector(selectContentSettings);
  const limit = saved?.tagLimit ?? 0;
  const tags = edited.blockedTags;
  useEffect(() => {
    // Escape closes the editor (§2), wherever the focus is.
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') dispatch(tagEditorClosed());
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [dispatch]);
  return (
    <div className={styles.editor}>
      <div className={styles.editorHead}>
        <button
          type="button"
          className={styles.back}
          aria-label={m.back}
          onClick={() => dispatch(tagEditorClosed())}
        >
          ←
        </button>
        <h3>{m.blockedTags}</h3>
      </div>
      <p className={styles.hint}>{m.editorHint}</p>
      {tags.length > 0 && (
        <ul className={styles.chips} aria-label={m.blockedTags}>
          {tags.map((t) => (
            <li key={t} className={styles.chip}>
              {t}
              <button
                type="button"
                aria-label={m.removeTag(t)}
                onClick={() => dispatch(blockedTagRemoved(t))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <TagInput
        disabled={tagInputDisabled(tags, limit)}
        suggestions={suggestions}
        describedBy={warning ? 'blocked-tag-warning' : undefined}
      />
      {warning && (
        <p id="blocked-tag-warning" className={styles.warning} role="alert">
          {warning}
        </p>
      )}
    </div>
  );
}

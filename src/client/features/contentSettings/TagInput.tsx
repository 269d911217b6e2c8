import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useDispatch } from 'react-redux';
import { blockedTagAdded } from '../../../reducers/contentSettings/contentSettingsSlice';
import { contentSettingsMessages as m } from '../../../shared/contentSettings/messages';
import { tagSuggestionsRequested } from '../../../shared/contentSettings/actions';
import styles from './ContentSettings.module.css';

/**
 * The blocked-tag input (§4): Enter, space or a typed space adds the lowercased tag; suggestions
 * come from the tag autocomplete (chosen tags excluded); disabled at the limit.
 */
export function TagInput({
  disabled,
  suggestions,
  describedBy,
}: {
  disabled: boolean;
  suggestions: string[];
  describedBy?: string;
}) {
  const dispatch = useDispatch();
  const [text, setText] = useState('');
  const add = (raw: string) => {
    dispatch(blockedTagAdded(raw));
    setText('');
  };
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value;
    if (/\s/.test(value)) {
      const [first] = value.split(/\s+/);
      if (first) add(first);
      else setText('');
      return;
    }
    setText(value);
    dispatch(tagSuggestionsRequested({ term: value }));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (text.trim()) add(text);
    }
  };
  return (
    <div className={styles.tagInput}>
      <label htmlFor="blocked-tag-input">{m.addTagLabel}</label>
      <input
        id="blocked-tag-input"
        className={styles.input}
        value={text}
        onChange={onChange}
        onKeyDown={onKeyDown}
        disabled={disabled}
        autoComplete="off"
        aria-describedby={describedBy}
      />
      {suggestions.length > 0 && !disabled && (
        <ul className={styles.suggestions} aria-label={m.suggestions}>
          {suggestions.map((s) => (
            <li key={s}>
              <button type="button" onClick={() => add(s)}>
                {s}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

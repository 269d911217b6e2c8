import { useState, type KeyboardEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectMyWorks } from '../../../reducers/myworks/myworksSlice';
import { tagSuggestionsRequested } from '../../../shared/myworks/actions';
import { MYWORKS_MESSAGES as M } from '../../../shared/myworks/messages';
import { addTag, checkTag } from '../../../shared/myworks/validation';
import { useHydrated } from '../../components/useHydrated';
import styles from './MyWorks.module.css';

interface Props {
  tags: string[];
  onChange(tags: string[]): void;
  error?: string;
}

/**
 * Tags: without JavaScript one text field (words separated by commas or spaces); with it, chips,
 * a field that adds one tag at a time (the spec's refusals: empty, spaces) and the tag autocomplete
 * (`GET /api/v3/autocomplete/tag`, the tags already chosen left out). The chosen tags still post
 * as the `tags` field.
 */
export function TagsField({ tags, onChange, error }: Props) {
  const hydrated = useHydrated();
  const dispatch = useDispatch();
  const { suggestions } = useSelector(selectMyWorks);
  const [term, setTerm] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const shown = term.trim() ? suggestions.filter((s) => !tags.includes(s)) : [];

  if (!hydrated) {
    return (
      <div className={styles.field}>
        <label htmlFor="story-tags">{M.tagsLabel}</label>
        <input
          id="story-tags"
          type="text"
          name="tags"
          defaultValue={tags.join(' ')}
          aria-describedby="story-tags-hint"
        />
        <p id="story-tags-hint" className={styles.hint}>
          {M.tagsHint}
        </p>
        {error && <p className={styles.error}>{error}</p>}
      </div>
    );
  }

  const add = (raw: string) => {
    const c = checkTag(raw);
    if (!c.ok) return setRefusal(c.message);
    setRefusal(null);
    setTerm('');
    dispatch(tagSuggestionsRequested({ term: '', exclude: [] }));
    onChange(addTag(tags, c.tag));
  };
  const type = (v: string) => {
    setTerm(v);
    setRefusal(null);
    dispatch(tagSuggestionsRequested({ term: v, exclude: tags }));
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      add(term);
    }
  };
  const message = refusal ?? error;
  return (
    <div className={styles.field}>
      <label htmlFor="story-tag-input">{M.tagsLabel}</label>
      <input type="hidden" name="tags" value={tags.join(' ')} />
      {tags.length > 0 && (
        <ul className={styles.chips} aria-label={M.tagsLabel}>
          {tags.map((t) => (
            <li key={t} className={styles.chip}>
              #{t}
              <button
                type="button"
                aria-label={M.removeTag(t)}
                onClick={() => onChange(tags.filter((x) => x !== t))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.tagInput}>
        <input
          id="story-tag-input"
          type="text"
          value={term}
          autoComplete="off"
          aria-describedby={message ? 'story-tags-error' : undefined}
          aria-autocomplete="list"
          aria-controls={shown.length > 0 ? 'story-tag-suggestions' : undefined}
          onChange={(e) => type(e.target.value)}
          onKeyDown={onKey}
        />
        <button type="button" className={styles.secondary} onClick={() => add(term)}>
          {M.addTag}
        </button>
      </div>
      {shown.length > 0 && (
        <ul id="story-tag-suggestions" className={styles.suggestions} aria-label="Suggested tags">
          {shown.map((s) => (
            <li key={s}>
              <button type="button" onClick={() => add(s)}>
                #{s}
              </button>
            </li>
          ))}
        </ul>
      )}
      {message && (
        <p id="story-tags-error" className={styles.error} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}

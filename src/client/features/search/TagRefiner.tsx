import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { selectTagSuggestions, tagTermTyped } from '../../../reducers/search/searchSlice';
import type { StorySearchFilters } from '../../../shared/search/api';
import { addRefinerTag, checkRefinerTag, type TagCheck } from '../../../shared/search/validation';
import { filtersToQuery } from '../../../shared/search/query';
import { Link } from '../../router/Link';
import styles from './Search.module.css';

/** A tag the form sent without JavaScript (`addTag=`), checked the same way (its message renders on the server). */
function sentTag(search: string): { value: string; check: TagCheck } | null {
  const value = new URLSearchParams(search).get('addTag');
  return value === null ? null : { value, check: checkRefinerTag(value) };
}

/**
 * The tag refiner: a GET form (`addTag`, works without JavaScript — an invalid tag comes back with
 * its message); with JavaScript it checks the tag first ("Tags cannot be empty", "Tags cannot contain
 * spaces"; # and backslash stripped, duplicates ignored), suggests tags as you type
 * (`GET /api/v3/autocomplete/tag`, chosen ones left out) and calls `onChange` with the new tag list.
 */
export function TagRefiner({
  action,
  filters,
  onChange,
}: {
  action: string;
  filters: StorySearchFilters;
  onChange: (tags: string[]) => void;
}) {
  const dispatch = useDispatch();
  const { search } = useSelector(selectRouter);
  const suggestions = useSelector(selectTagSuggestions);
  const [sent] = useState(() => sentTag(search));
  const sentError = sent && !sent.check.ok ? sent : null;
  const [value, setValue] = useState(sentError?.value ?? '');
  const [error, setError] = useState<string | null>(
    sentError && !sentError.check.ok ? sentError.check.message : null,
  );
  const keep = new URLSearchParams(filtersToQuery(filters).slice(1));

  const type = (v: string) => {
    setValue(v);
    dispatch(tagTermTyped({ term: v.replace(/[#\\]/g, ''), exclude: filters.tags }));
  };
  const add = (raw: string) => {
    const check = checkRefinerTag(raw);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(null);
    type('');
    const next = addRefinerTag(filters.tags, check.tag);
    if (next.length !== filters.tags.length) onChange(next);
  };
  const shown = value.trim() ? suggestions.filter((t) => !filters.tags.includes(t)) : [];

  return (
    <form
      method="get"
      action={action}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        add(value);
      }}
    >
      {[...keep.entries()].map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <label htmlFor="refine-tag">Refine by tag</label>
      <div className={styles.bar}>
        <input
          id="refine-tag"
          name="addTag"
          value={value}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'refine-tag-error' : undefined}
          onChange={(e) => type(e.target.value)}
        />
        <button className={styles.secondary} type="submit">
          Add
        </button>
      </div>
      {shown.length > 0 && (
        <ul className={styles.suggestions} aria-label="Suggested tags">
          {shown.map((t) => (
            <li key={t}>
              <button type="button" onClick={() => add(t)}>
                #{t}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id="refine-tag-error" role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {filters.tags.length > 0 && (
        <ul className={styles.chips} aria-label="Chosen tags">
          {filters.tags.map((t) => (
            <li key={t}>
              <Link
                href={action + filtersToQuery({ ...filters, tags: filters.tags.filter((x) => x !== t) })}
                aria-label={`Remove tag ${t}`}
              >
                #{t} ×
              </Link>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}

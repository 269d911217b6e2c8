import { useState } from 'react';
import type { StorySearchFilters } from '../../../shared/api/search';
import { addRefinerTag, checkRefinerTag } from '../../../shared/validation/search';
import { filtersToQuery } from '../../../shared/searchQuery';
import { Link } from '../../router/Link';
import styles from './Search.module.css';

/**
 * The tag refiner: a GET form (`addTag`, works without JavaScript); with JavaScript it checks the
 * tag first ("Tags cannot be empty", "Tags cannot contain spaces"; # and backslash stripped,
 * duplicates ignored) and calls `onChange` with the new tag list.
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
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const keep = new URLSearchParams(filtersToQuery(filters).slice(1));
  return (
    <form
      method="get"
      action={action}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const check = checkRefinerTag(value);
        if (!check.ok) {
          setError(check.message);
          return;
        }
        setError(null);
        setValue('');
        const next = addRefinerTag(filters.tags, check.tag);
        if (next.length !== filters.tags.length) onChange(next);
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
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'refine-tag-error' : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
        <button className={styles.secondary} type="submit">
          Add
        </button>
      </div>
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

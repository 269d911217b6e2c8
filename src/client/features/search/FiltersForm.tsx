import type { StorySearchFilters } from '../../../shared/search/api';
import styles from './Search.module.css';

const UPDATED = [
  ['anytime', 'Anytime'],
  ['day', 'Today'],
  ['week', 'This week'],
  ['month', 'This month'],
  ['year', 'This year'],
] as const;
const LENGTH = [
  ['any', 'Any length'],
  ['1-10', '1-10 parts'],
  ['10-20', '10-20 parts'],
  ['20-50', '20-50 parts'],
  ['50+', 'More than 50 parts'],
] as const;

type ContentFilter = 'completedOnly' | 'hideMature' | 'hideFree' | 'hidePaid' | 'hideOriginals';
/** The content checkboxes: filter, address name and value (API-COMPAT.md), label. */
const CONTENT: readonly (readonly [ContentFilter, string, string, string])[] = [
  ['completedOnly', 'filter', 'complete', 'Completed stories only'],
  ['hideMature', 'mature', 'false', 'Hide mature'],
  ['hideFree', 'hideFree', '1', 'Hide free stories'],
  ['hidePaid', 'hidePaid', '1', 'Hide paid stories'],
  ['hideOriginals', 'hideOriginals', '1', 'Hide originals'],
];
/** Checking one of these unchecks the other. */
const EXCLUSIVE: Partial<Record<ContentFilter, ContentFilter>> = {
  hideFree: 'hidePaid',
  hidePaid: 'hideFree',
};

/**
 * Result filters as a real GET form (works without JavaScript: "Apply"). With JavaScript every
 * change calls `onChange` (the saga re-queries). Hide free and hide paid exclude each other.
 */
export function FiltersForm({
  action,
  filters,
  onChange,
}: {
  action: string;
  filters: StorySearchFilters;
  onChange: (f: StorySearchFilters) => void;
}) {
  const set = (patch: Partial<StorySearchFilters>) => onChange({ ...filters, ...patch });
  return (
    <form
      method="get"
      action={action}
      className={styles.filters}
      aria-label="Filters"
      onSubmit={(e) => {
        e.preventDefault();
        onChange(filters);
      }}
    >
      {filters.tags.length > 0 && <input type="hidden" name="tags" value={filters.tags.join(',')} />}
      <Choice
        legend="Last updated"
        name="updated"
        options={UPDATED}
        value={filters.updated}
        onPick={(updated) => set({ updated })}
      />
      <Choice
        legend="Length"
        name="length"
        options={LENGTH}
        value={filters.length}
        onPick={(length) => set({ length })}
      />
      <fieldset>
        <legend>Content</legend>
        {CONTENT.map(([key, name, value, label]) => (
          <label key={key}>
            <input
              type="checkbox"
              name={name}
              value={value}
              checked={filters[key]}
              onChange={(e) => {
                const other = EXCLUSIVE[key];
                set({ [key]: e.target.checked, ...(other && e.target.checked ? { [other]: false } : {}) });
              }}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      <button className={styles.button} type="submit">
        Apply
      </button>
    </form>
  );
}

/** A radio group: one fieldset, one input per option, submitted as `name=value`. */
function Choice<V extends string>({
  legend,
  name,
  options,
  value,
  onPick,
}: {
  legend: string;
  name: string;
  options: readonly (readonly [V, string])[];
  value: V;
  onPick: (v: V) => void;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {options.map(([v, label]) => (
        <label key={v}>
          <input type="radio" name={name} value={v} checked={value === v} onChange={() => onPick(v)} />{' '}
          {label}
        </label>
      ))}
    </fieldset>
  );
}

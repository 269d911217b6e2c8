import type { StorySearchFilters } from '../../../shared/api/search';
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
      <fieldset>
        <legend>Last updated</legend>
        {UPDATED.map(([v, label]) => (
          <label key={v}>
            <input
              type="radio"
              name="updated"
              value={v}
              checked={filters.updated === v}
              onChange={() => set({ updated: v })}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Length</legend>
        {LENGTH.map(([v, label]) => (
          <label key={v}>
            <input
              type="radio"
              name="length"
              value={v}
              checked={filters.length === v}
              onChange={() => set({ length: v })}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Content</legend>
        <label>
          <input
            type="checkbox"
            name="filter"
            value="complete"
            checked={filters.completedOnly}
            onChange={(e) => set({ completedOnly: e.target.checked })}
          />{' '}
          Completed stories only
        </label>
        <label>
          <input
            type="checkbox"
            name="mature"
            value="false"
            checked={filters.hideMature}
            onChange={(e) => set({ hideMature: e.target.checked })}
          />{' '}
          Hide mature
        </label>
        <label>
          <input
            type="checkbox"
            name="hideFree"
            value="1"
            checked={filters.hideFree}
            onChange={(e) =>
              set({ hideFree: e.target.checked, hidePaid: e.target.checked ? false : filters.hidePaid })
            }
          />{' '}
          Hide free stories
        </label>
        <label>
          <input
            type="checkbox"
            name="hidePaid"
            value="1"
            checked={filters.hidePaid}
            onChange={(e) =>
              set({ hidePaid: e.target.checked, hideFree: e.target.checked ? false : filters.hideFree })
            }
          />{' '}
          Hide paid stories
        </label>
        <label>
          <input
            type="checkbox"
            name="hideOriginals"
            value="1"
            checked={filters.hideOriginals}
            onChange={(e) => set({ hideOriginals: e.target.checked })}
          />{' '}
          Hide originals
        </label>
      </fieldset>
      <button className={styles.button} type="submit">
        Apply
      </button>
    </form>
  );
}

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
        <Check
          name="filter"
          value="complete"
          checked={filters.completedOnly}
          onCheck={(completedOnly) => set({ completedOnly })}
        >
          Completed stories only
        </Check>
        <Check
          name="mature"
          value="false"
          checked={filters.hideMature}
          onCheck={(hideMature) => set({ hideMature })}
        >
          Hide mature
        </Check>
        <Check
          name="hideFree"
          value="1"
          checked={filters.hideFree}
          onCheck={(on) => set({ hideFree: on, hidePaid: on ? false : filters.hidePaid })}
        >
          Hide free stories
        </Check>
        <Check
          name="hidePaid"
          value="1"
          checked={filters.hidePaid}
          onCheck={(on) => set({ hidePaid: on, hideFree: on ? false : filters.hideFree })}
        >
          Hide paid stories
        </Check>
        <Check
          name="hideOriginals"
          value="1"
          checked={filters.hideOriginals}
          onCheck={(hideOriginals) => set({ hideOriginals })}
        >
          Hide originals
        </Check>
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

/** A checkbox submitted as `name=value` when checked. */
function Check({
  name,
  value,
  checked,
  onCheck,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onCheck: (on: boolean) => void;
  children: string;
}) {
  return (
    <label>
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        onChange={(e) => onCheck(e.target.checked)}
      />{' '}
      {children}
    </label>
  );
}

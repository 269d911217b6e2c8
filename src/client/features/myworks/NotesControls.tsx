/** The story notes' controls: limited texts, radio groups, sliders (−5..5) and the attributes. */
import { useState } from 'react';
import { NOTES_LIMITS as L, canAddAttribute } from '../../../shared/myworks/notes';
import { NOTES_MESSAGES as N } from '../../../shared/myworks/messages';
import styles from './MyWorks.module.css';

/** A text (input or textarea) cut at its limit (§5), with the characters left. */
export function LimitedText({
  id,
  label,
  value,
  max,
  multiline = false,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  max: number;
  multiline?: boolean;
  onChange(v: string): void;
}) {
  const change = (v: string) => onChange(v.slice(0, max));
  const common = { id, value, maxLength: max, 'aria-describedby': `${id}-left` };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => change(e.target.value)} />
      ) : (
        <input {...common} type="text" onChange={(e) => change(e.target.value)} />
      )}
      <p id={`${id}-left`} className={styles.hint}>
        {N.charactersLeft(max - value.length)}
      </p>
    </div>
  );
}

/** One choice of a few (radio buttons); null: none chosen yet. */
export function Radios<T extends string | number>({
  name,
  label,
  value,
  options,
  onChange,
}: {
  name: string;
  label: string;
  value: T | null;
  options: ReadonlyArray<readonly [T, string]>;
  onChange(v: T): void;
}) {
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.fieldLabel}>{label}</legend>
      {options.map(([v, text]) => (
        <label key={String(v)} className={styles.check}>
          <input type="radio" name={name} checked={value === v} onChange={() => onChange(v)} />
          {text}
        </label>
      ))}
    </fieldset>
  );
}

/** A slider from −5 to 5 between its two ends' words. */
export function Slider({
  id,
  ends,
  value,
  onChange,
}: {
  id: string;
  ends: readonly [string, string];
  value: number;
  onChange(v: number): void;
}) {
  return (
    <div className={styles.slider}>
      <div className={styles.sliderEnds} id={`${id}-ends`}>
        <span>{ends[0]}</span>
        <span>{ends[1]}</span>
      </div>
      <input
        id={id}
        type="range"
        min={L.sliderMin}
        max={L.sliderMax}
        step={1}
        value={value}
        aria-label={`${ends[0]} to ${ends[1]}`}
        aria-valuetext={String(value)}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </div>
  );
}

/** The protagonist's attributes: up to 10, 250 characters in all (§5). */
export function AttributesField({ value, onChange }: { value: string[]; onChange(v: string[]): void }) {
  const [term, setTerm] = useState('');
  const next = term.replace(/,/g, '').trim();
  const fits = next !== '' && !value.includes(next) && canAddAttribute(value, next);
  const add = () => {
    if (!fits) return;
    onChange([...value, next]);
    setTerm('');
  };
  return (
    <div className={styles.field}>
      <label htmlFor="notes-attributes">{N.attributes}</label>
      {value.length > 0 && (
        <ul className={styles.chips} aria-label={N.attributes}>
          {value.map((a) => (
            <li key={a} className={styles.chip}>
              {a}
              <button
                type="button"
                aria-label={`Remove ${a}`}
                onClick={() => onChange(value.filter((x) => x !== a))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.tagInput}>
        <input
          id="notes-attributes"
          type="text"
          value={term}
          maxLength={L.attributes}
          aria-describedby="notes-attributes-hint"
          onChange={(e) => setTerm(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ',') {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className={styles.secondary} onClick={add} disabled={!fits}>
          Add
        </button>
      </div>
      <p id="notes-attributes-hint" className={styles.hint}>
        {N.attributesHint}
      </p>
    </div>
  );
}

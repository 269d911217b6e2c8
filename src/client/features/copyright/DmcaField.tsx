import {
  DMCA_DESCRIPTIONS,
  DMCA_LABELS,
  type DmcaCheck,
  type DmcaField as Field,
  type DmcaTextField,
  type DmcaValues,
} from '../../../shared/copyright/dmca';
import styles from './Dmca.module.css';

/** The element id of a field (the page focuses the first invalid one by it). */
export const dmcaFieldId = (field: Field): string => `dmca-${field}`;

const MULTILINE: ReadonlySet<Field> = new Set([
  'address',
  'reportedUrls',
  'originalWorkUrl',
  'whereToFindOriginal',
]);
const TYPES: Partial<Record<Field, string>> = { email: 'email', phoneNumber: 'tel' };
const AUTOCOMPLETE: Partial<Record<Field, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  company: 'organization',
  address: 'street-address',
  country: 'country-name',
  city: 'address-level2',
  province: 'address-level1',
  postalCode: 'postal-code',
  phoneNumber: 'tel',
};

interface Props {
  field: Field;
  values: DmcaValues;
  error?: string;
  optional?: boolean;
  onChange(field: Field, value: string | boolean): void;
}

/**
 * One field of the DMCA form: its label, the control (text, long text, the description dropdown or
 * a statement's checkbox) and its message. No native validation: the page checks with the shared rule.
 */
export function DmcaField({ field, values, error, optional, onChange }: Props) {
  const id = dmcaFieldId(field);
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': optional ? undefined : true,
  };
  const message = error ? (
    <p id={errorId} className={styles.error}>
      {error}
    </p>
  ) : null;

  if (field === 'isAccurate' || field === 'goodFaith' || field === 'owner') {
    const check = field as DmcaCheck;
    return (
      <div className={styles.check}>
        <input
          {...common}
          type="checkbox"
          value="1"
          checked={values[check]}
          onChange={(e) => onChange(check, e.target.checked)}
        />
        <label htmlFor={id}>{DMCA_LABELS[check]}</label>
        {message}
      </div>
    );
  }
  const text = field as DmcaTextField;
  const label = (
    <label htmlFor={id} className={styles.label}>
      {DMCA_LABELS[text]}
      {optional && <span className={styles.optional}> (optional)</span>}
    </label>
  );
  let control;
  if (text === 'descriptionAlleged') {
    control = (
      <select
        {...common}
        className={styles.input}
        value={values[text]}
        onChange={(e) => onChange(text, e.target.value)}
      >
        <option value="">Choose one</option>
        {DMCA_DESCRIPTIONS.map((d) => (
          <option key={d.value} value={d.value}>
            {d.label}
          </option>
        ))}
      </select>
    );
  } else if (MULTILINE.has(text)) {
    control = (
      <textarea
        {...common}
        className={styles.input}
        rows={3}
        value={values[text]}
        autoComplete={AUTOCOMPLETE[text]}
        onChange={(e) => onChange(text, e.target.value)}
      />
    );
  } else {
    control = (
      <input
        {...common}
        className={styles.input}
        type={TYPES[text] ?? 'text'}
        value={values[text]}
        autoComplete={AUTOCOMPLETE[text]}
        onChange={(e) => onChange(text, e.target.value)}
      />
    );
  }
  return (
    <div className={styles.field}>
      {label}
      {control}
      {message}
    </div>
  );
}

import { MONTHS } from '../../../shared/accounts/messages';
import { birthdayYears, type Birthday } from '../../../shared/accounts/validation';
import styles from './Accounts.module.css';
import { ReservedMessage } from './ReservedMessage';

const DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1));

interface Props {
  value: Birthday;
  today: Date;
  error?: string | null;
  onChange(part: keyof Birthday, value: string): void;
  onBlur(): void;
}

/** Month, day and year dropdowns (spec §5: days 1–31, years of the last 100). */
export function BirthdayField({ value, today, error, onChange, onBlur }: Props) {
  const select = (part: keyof Birthday, label: string, options: { value: string; label: string }[]) => (
    <div>
      <label htmlFor={`signup-${part}`} className="visually-hidden">
        {label}
      </label>
      <select
        id={`signup-${part}`}
        name={part}
        className={styles.input}
        value={value[part]}
        aria-invalid={error ? true : undefined}
        aria-describedby="signup-birthday-error"
        onChange={(e) => onChange(part, e.target.value)}
        onBlur={onBlur}
      >
        <option value="">{label}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <fieldset className={styles.field}>
      <legend>Birthday</legend>
      <div className={styles.row}>
        {select(
          'month',
          'Month',
          MONTHS.map((name, i) => ({ value: String(i + 1), label: name })),
        )}
        {select(
          'day',
          'Day',
          DAYS.map((d) => ({ value: d, label: d })),
        )}
        {select(
          'year',
          'Year',
          birthdayYears(today).map((y) => ({ value: String(y), label: String(y) })),
        )}
      </div>
      <ReservedMessage id="signup-birthday-error" error={error} lines={2} />
    </fieldset>
  );
}

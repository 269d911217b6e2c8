/** The report modal's steps (accounts-safety-messaging §4, §5): contact, choose, final comment. */
import { useId, useState, type FormEvent } from 'react';
import { REPORTS_MESSAGES as M } from '../../../shared/reports/messages';
import type { SupportItem } from '../../../shared/reports/tree';
import {
  commentValid,
  contactErrors,
  contactValid,
  REPORT_COMMENT_MAX,
} from '../../../shared/reports/validation';
import styles from './Reports.module.css';

export function ContactStep({ onSubmit }: { onSubmit(c: { name: string; email: string }): void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState({ name: false, email: false });
  const errors = contactErrors(name, email);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (contactValid(name, email)) onSubmit({ name: name.trim(), email: email.trim() });
  };
  return (
    <form onSubmit={submit} noValidate>
      <p className={styles.subtitle}>{M.contactIntro}</p>
      <div className={styles.field}>
        <label htmlFor={`${id}-name`}>{M.name}</label>
        <input
          id={`${id}-name`}
          className={styles.input}
          value={name}
          autoComplete="name"
          onChange={(e) => setName(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, name: true }))}
          aria-invalid={touched.name && Boolean(errors.name)}
          aria-describedby={touched.name && errors.name ? `${id}-name-error` : undefined}
        />
        {touched.name && errors.name && (
          <p id={`${id}-name-error`} className={styles.error}>
            {errors.name}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`}>{M.email}</label>
        <input
          id={`${id}-email`}
          className={styles.input}
          type="email"
          value={email}
          autoComplete="email"
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, email: true }))}
          aria-invalid={touched.email && Boolean(errors.email)}
          aria-describedby={touched.email && errors.email ? `${id}-email-error` : undefined}
        />
        {touched.email && errors.email && (
          <p id={`${id}-email-error`} className={styles.error}>
            {errors.email}
          </p>
        )}
      </div>
      <button type="submit" className={styles.primary} disabled={!contactValid(name, email)}>
        {M.next}
      </button>
    </form>
  );
}

export function ChoiceList({ items, onChoose }: { items: SupportItem[]; onChoose(item: SupportItem): void }) {
  return (
    <ul className={styles.choices}>
      {items.map((item) => (
        <li key={item.id}>
          {item.type === 'url' ? (
            <a className={styles.choice} href={item.extras.url} target="_blank" rel="noopener">
              <span className={styles.choiceTitle}>{item.title}</span>
              {item.subtitle && <span className={styles.choiceSubtitle}>{item.subtitle}</span>}
            </a>
          ) : (
            <button type="button" className={styles.choice} onClick={() => onChoose(item)}>
              <span className={styles.choiceTitle}>{item.title}</span>
              {item.subtitle && <span className={styles.choiceSubtitle}>{item.subtitle}</span>}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

export function FinalStep({
  item,
  sending,
  onSubmit,
}: {
  item: SupportItem;
  sending: boolean;
  onSubmit(comment: string): void;
}) {
  const id = useId();
  const [comment, setComment] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (commentValid(comment) && !sending) onSubmit(comment);
  };
  return (
    <form onSubmit={submit}>
      {item.subtitle && <p className={styles.subtitle}>{item.subtitle}</p>}
      <div className={styles.field}>
        <label htmlFor={`${id}-comment`}>{M.commentLabel}</label>
        <textarea
          id={`${id}-comment`}
          className={styles.textarea}
          value={comment}
          maxLength={REPORT_COMMENT_MAX}
          onChange={(e) => setComment(e.target.value)}
          rows={5}
        />
      </div>
      <button
        type="submit"
        className={styles.primary}
        disabled={!commentValid(comment) || sending}
        aria-busy={sending}
      >
        {M.submit}
      </button>
    </form>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { injectSlices } from '../../../reducers/browserReducer';
import { copyrightActions, copyrightSlices, selectCopyright } from '../../../reducers/copyright';
import { dmcaSubmitted } from '../../../shared/copyright/actions';
import {
  emptyDmca,
  firstInvalid,
  validateDmca,
  type DmcaField as Field,
  type DmcaValues,
} from '../../../shared/copyright/dmca';
import { COPYRIGHT_MESSAGES as M, DMCA_PATH } from '../../../shared/copyright/messages';
import { useRecoveryPage } from '../../components/forms/useRecoveryPage';
import { DmcaField, dmcaFieldId } from './DmcaField';
import styles from './Dmca.module.css';

injectSlices(copyrightSlices);

const OPTIONAL: ReadonlySet<Field> = new Set([
  'username',
  'company',
  'descriptionAlleged',
  'whereToFindOriginal',
]);
const SECTIONS: { title: string; fields: Field[] }[] = [
  {
    title: 'Your contact information',
    fields: [
      'firstName',
      'lastName',
      'username',
      'email',
      'company',
      'address',
      'country',
      'city',
      'province',
      'postalCode',
      'phoneNumber',
    ],
  },
  {
    title: 'The copyrighted work and the infringement',
    fields: ['descriptionAlleged', 'originalWorkUrl', 'whereToFindOriginal', 'reportedUrls'],
  },
  { title: 'Statements and signature', fields: ['isAccurate', 'goodFaith', 'owner', 'signature'] },
];

/**
 * `/help/dmca?storyId=&partId=&reportedUser=&language=` (writing-paid-content §2–6): the DMCA notice.
 * Prefilled for a signed-in user. A real form posting to `/help/dmca` without JavaScript (errors
 * rendered by the server with the same rule); with it, checked in the page: on a refused submit the
 * first invalid field is focused and the mandatory-field message shows. Sent: the success message.
 */
export default function DmcaPage() {
  const { dmca } = useSelector(selectCopyright);
  return <DmcaForm key={dmca.key ?? 'none'} initial={dmca.values ?? emptyDmca()} />;
}

const focusField = (field: Field | null): void => {
  if (field) document.getElementById(dmcaFieldId(field))?.focus();
};

function DmcaForm({ initial }: { initial: DmcaValues }) {
  const { dmca } = useSelector(selectCopyright);
  const { csrf, hydrated } = useRecoveryPage();
  const dispatch = useDispatch();
  const [values, setValues] = useState<DmcaValues>(initial);
  const sent = dmca.status === 'sent';

  useEffect(() => {
    if (sent) window.scrollTo(0, 0);
  }, [sent]);
  // A refusal's first invalid field gets the focus (the server's, once the page runs).
  useEffect(() => {
    if (dmca.status === 'editing' && hydrated) focusField(firstInvalid(dmca.errors));
  }, [dmca.errors, dmca.status, hydrated]);

  const change = (field: Field, value: string | boolean) => setValues((v) => ({ ...v, [field]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (dmca.status === 'sending') return;
    const errors = validateDmca(values);
    if (Object.keys(errors).length > 0) {
      dispatch(copyrightActions.dmcaInvalid({ errors, message: M.mandatory }));
      focusField(firstInvalid(errors));
      return;
    }
    dispatch(dmcaSubmitted({ values }));
  };

  if (sent) {
    return (
      <section className={styles.page} aria-labelledby="dmca-title">
        <h1 id="dmca-title">{M.dmcaTitle}</h1>
        <p className={styles.success} role="status">
          {M.dmcaSent}
        </p>
        <a href="/help">Back to the help centre</a>
      </section>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="dmca-title">
      <h1 id="dmca-title">{M.dmcaTitle}</h1>
      <p className={styles.intro}>{M.dmcaIntro}</p>
      {dmca.message && (
        <p className={styles.alert} role="alert">
          {dmca.message}
        </p>
      )}
      <form method="post" action={DMCA_PATH} noValidate onSubmit={submit}>
        <input type="hidden" name="_csrf" value={csrf ?? ''} />
        <input type="hidden" name="storyId" value={values.storyId} />
        <input type="hidden" name="reportedUser" value={values.reportedUser} />
        <input type="hidden" name="language" value={values.language} />
        {SECTIONS.map((section) => (
          <fieldset key={section.title} className={styles.section}>
            <legend>{section.title}</legend>
            {section.fields.map((f) => (
              <DmcaField
                key={f}
                field={f}
                values={values}
                error={dmca.errors[f]}
                optional={OPTIONAL.has(f)}
                onChange={change}
              />
            ))}
          </fieldset>
        ))}
        <button
          type="submit"
          className={styles.primary}
          aria-busy={dmca.status === 'sending'}
          disabled={dmca.status === 'sending'}
        >
          {M.dmcaSubmit}
        </button>
      </form>
    </section>
  );
}

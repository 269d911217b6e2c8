/**
 * The report page without JavaScript (`/report?type=&…&path=`, src/shared/reports/routes.ts): the
 * same support tree as the modal, each choice a link one step deeper, the final step a real form
 * (`POST /report` with `_csrf`), a visitor's name and email on it; `&sent=1` thanks.
 */
import { useSelector } from 'react-redux';
import { selectReportForm, selectReportTree } from '../../../reducers/reports/reportsSlice';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { selectCsrfToken, selectViewer } from '../../../reducers/session/sessionSlice';
import { REPORT_FLOW_IDS } from '../../../shared/reports/api';
import { REPORTS_MESSAGES as M } from '../../../shared/reports/messages';
import { parseReportQuery, REPORT_POST_PATH, reportUrl } from '../../../shared/reports/routes';
import { dmcaPageUrl, itemsAlong, stepFor } from '../../../shared/reports/steps';
import { REPORT_COMMENT_MAX } from '../../../shared/reports/validation';
import styles from './Reports.module.css';

export default function ReportPage() {
  const { search } = useSelector(selectRouter);
  const tree = useSelector(selectReportTree);
  const viewer = useSelector(selectViewer);
  const csrfToken = useSelector(selectCsrfToken);
  const failure = useSelector(selectReportForm);
  const { target, path: ids, sent } = parseReportQuery(Object.fromEntries(new URLSearchParams(search)));
  const flow = target && tree.data?.flows.find((f) => f.id === REPORT_FLOW_IDS[target.reportType]);
  const backTo = target?.reportId.location || '/home';

  if (!target || (tree.status !== 'loading' && !flow))
    return (
      <Shell title={M.title}>{<p className={styles.alert}>{target ? M.failed : M.unknownFlow}</p>}</Shell>
    );
  if (sent)
    return (
      <Shell title={M.thanksTitle}>
        <p role="status">{M.thanksBody}</p>
        <a className={styles.primary} href={backTo}>
          {M.signInToMute}
        </a>
      </Shell>
    );
  if (!flow) return <Shell title={M.title}>{<p role="status">{M.loading}</p>}</Shell>;

  const path = itemsAlong(flow, ids, target.username) ?? [];
  const step = stepFor(flow, path, target.username);
  const chosen = path.map((i) => i.id);
  const back = step.kind !== 'loading' && 'canGoBack' in step && step.canGoBack && (
    <a className={styles.secondary} href={reportUrl(target, { path: chosen.slice(0, -1) })}>
      {M.back}
    </a>
  );
  if (step.kind === 'choose')
    return (
      <Shell title={step.title}>
        <p className={styles.subtitle}>{step.subtitle || M.noJsIntro}</p>
        <ul className={styles.choices}>
          {step.items.map((item) => (
            <li key={item.id}>
              <a
                className={styles.choice}
                href={
                  item.type === 'url'
                    ? item.extras.url
                    : item.type === 'page'
                      ? dmcaPageUrl({
                          storyId: target.storyId,
                          partId: target.partId,
                          username: target.username,
                        })
                      : reportUrl(target, { path: [...chosen, item.id] })
                }
              >
                <span className={styles.choiceTitle}>{item.title}</span>
                {item.subtitle && <span className={styles.choiceSubtitle}>{item.subtitle}</span>}
              </a>
            </li>
          ))}
        </ul>
        {back}
      </Shell>
    );
  const item = 'item' in step ? step.item : null;
  const values = failure?.values ?? {};
  const errors = failure?.fieldErrors ?? {};
  return (
    <Shell title={item?.title ?? M.title}>
      {failure?.message && (
        <p className={styles.alert} role="alert">
          {failure.message}
        </p>
      )}
      {item?.subtitle && <p className={styles.subtitle}>{item.subtitle}</p>}
      <form method="post" action={REPORT_POST_PATH}>
        <input type="hidden" name="_csrf" value={csrfToken ?? ''} />
        {Object.entries(hiddenFields(target, chosen)).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {!viewer && (
          <>
            <p className={styles.subtitle}>{M.contactIntro}</p>
            <Field
              label={M.name}
              name="requester[name]"
              value={values['requester[name]']}
              error={errors.name}
            />
            <Field
              label={M.email}
              name="requester[email]"
              type="email"
              value={values['requester[email]']}
              error={errors.email}
            />
          </>
        )}
        <div className={styles.field}>
          <label htmlFor="report-comment">{M.commentLabel}</label>
          <textarea
            id="report-comment"
            name="comment"
            className={styles.textarea}
            rows={5}
            required
            maxLength={REPORT_COMMENT_MAX}
            defaultValue={values.comment ?? ''}
          />
          {errors.comment && <p className={styles.error}>{errors.comment}</p>}
        </div>
        <div className={styles.row}>
          {back}
          <button type="submit" className={styles.primary}>
            {M.submit}
          </button>
        </div>
      </form>
    </Shell>
  );
}

function hiddenFields(target: NonNullable<ReturnType<typeof parseReportQuery>['target']>, path: number[]) {
  const q = new URLSearchParams(reportUrl(target, { path }).split('?')[1]);
  return Object.fromEntries(q);
}

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className={`${styles.page} ${styles.body}`}>
      <h1>{title}</h1>
      {children}
    </section>
  );
}

function Field(props: { label: string; name: string; value?: string; error?: string; type?: string }) {
  const id = `report-${props.name.replace(/\W/g, '')}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        className={styles.input}
        defaultValue={props.value ?? ''}
        required
        aria-invalid={Boolean(props.error)}
      />
      {props.error && <p className={styles.error}>{props.error}</p>}
    </div>
  );
}

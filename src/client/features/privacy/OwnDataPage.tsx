import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { selectConfig } from '../../../reducers/config/configSlice';
import { selectPrivacy } from '../../../reducers/privacy/privacySlice';
import { accountMessages as m } from '../../../shared/privacy/accountMessages';
import { countOf, formatDateTime } from '../../../shared/common/format';
import { ownDataPath } from '../../../shared/privacy/accountValidation';
import styles from '../recovery/Recovery.module.css';

function Pairs({ pairs }: { pairs: [string, string][] }) {
  return (
    <dl>
      {pairs.map(([k, v]) => (
        <div key={k}>
          <dt style={{ fontWeight: 700 }}>{k}</dt>
          <dd>{v || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section(props: { title: string; count: number; extra?: string; children: ReactNode }) {
  const { title, count, extra, children } = props;
  return (
    <section aria-label={title}>
      <h2>
        {title} ({count}){extra}
      </h2>
      {count === 0 ? <p>{m.dataNone}</p> : <ul>{children}</ul>}
    </section>
  );
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A stored moment as the site shows dates ("MMM DD, YYYY hh:mmA", UTC); '' when unknown. */
const when = (iso: string | null): string => (iso ? formatDateTime(iso) : '');

/** A calendar day (`YYYY-MM-DD`, a birthdate) as "MMM DD, YYYY". */
function day(ymd: string | null): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd ?? '');
  return m ? `${MONTHS[Number(m[2]) - 1]} ${m[3]}, ${m[1]}` : (ymd ?? '');
}

const yesNo = (v: boolean): string => (v ? 'yes' : 'no');

/** `/settings/your-{product}-data`: what we keep about the signed-in user, and a JSON download. */
export default function OwnDataPage() {
  const data = useSelector(selectPrivacy).ownData;
  const { productName } = useSelector(selectConfig);
  if (!data) return <p role="status">…</p>;
  const p = data.profile;
  const profile: [string, string][] = [
    ['Username', p.username],
    ['Name', p.name],
    ['Email', p.email ?? ''],
    ['Birthday', day(p.birthdate)],
    ['Pronouns', p.pronouns ?? ''],
    ['Language', p.language.name],
    ['About', p.description],
    ['Email verified', yesNo(p.verified_email)],
    ['Marketing email', yesNo(p.marketing_opt_in)],
    ['Do not sell my personal information', yesNo(p.ccpa_optout)],
    ['Joined', when(p.createDate)],
  ];
  const st = data.settings;
  const journey = st.onboarding;
  const settings: [string, string][] = [
    [
      m.dataNotifications,
      `activity alerts: ${yesNo(st.notifications.alerts)}, updates: ${yesNo(st.notifications.alertssub)}, news: ${yesNo(st.notifications.subscribe)}`,
    ],
    [m.dataMature, yesNo(st.content.includeMature)],
    [m.dataBlockedTags, st.content.blockedTags.join(', ')],
    [m.dataGenres, st.preferredGenres.join(', ')],
    [
      m.dataWriterJourney,
      journey
        ? [journey.user_type, journey.writer_stage, journey.finished_story]
            .map((a) => a ?? m.dataNotAnswered)
            .join(' · ')
        : m.dataNotAnswered,
    ],
  ];
  return (
    <article className={styles.panel} style={{ maxWidth: 720 }} aria-labelledby="data-title">
      <h1 id="data-title">{m.dataTitle(productName)}</h1>
      <p className={styles.intro}>{m.dataIntro}</p>
      <p>
        <a className={styles.primary} href={`${ownDataPath(productName)}?json=1`} download>
          {m.dataDownload}
        </a>
      </p>
      <h2>{m.dataProfile}</h2>
      <Pairs pairs={profile} />
      <h2>{m.dataSettings}</h2>
      <Pairs pairs={settings} />
      <Section
        title={m.dataStories}
        count={data.stories.length}
        extra={` · ${countOf(data.partsCount, 'part')}`}
      >
        {data.stories.map((s) => (
          <li key={s.id}>
            {s.title} — {countOf(s.numParts, 'part')} · {when(s.createDate)}
            {s.deleted ? ' (deleted)' : ''}
          </li>
        ))}
      </Section>
      <Section title={m.dataLists} count={data.lists.length}>
        {data.lists.map((l) => (
          <li key={l.id}>
            {l.name} — {countOf(l.stories.length, 'story', 'stories')} · {when(l.createDate)}
          </li>
        ))}
      </Section>
      <Section title={m.dataLibrary} count={data.library.length}>
        {data.library.map((s) => (
          <li key={s.id}>
            {s.title} · {when(s.addedDate)}
          </li>
        ))}
      </Section>
      <Section title={m.dataFollowing} count={data.following.length}>
        {data.following.map((f) => (
          <li key={f.username}>
            {f.username} · {when(f.since)}
          </li>
        ))}
      </Section>
      <Section title={m.dataFollowers} count={data.followers.length}>
        {data.followers.map((f) => (
          <li key={f.username}>
            {f.username} · {when(f.since)}
          </li>
        ))}
      </Section>
      <Section title={m.dataVotes} count={data.votes.length}>
        {data.votes.map((v) => (
          <li key={v.partId}>
            Part {v.partId} of story {v.storyId} · {when(v.createDate)}
          </li>
        ))}
      </Section>
      <Section title={m.dataPositions} count={data.readingPositions.length}>
        {data.readingPositions.map((r) => (
          <li key={r.storyId}>
            Story {r.storyId}, part {r.partId} at {Math.round(r.position * 100)}% · {when(r.updateDate)}
          </li>
        ))}
      </Section>
    </article>
  );
}

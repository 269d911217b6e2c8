import type { Knex } from 'knex';

/**
 * Reference data (DESIGN.md §5): the support tree for every help language (1, 2, 3, 4, 5, 6, 18,
 * 20, 23). The texts are English for all of them for now (a translated tree replaces a language's
 * rows in a later migration); a language not listed falls back to 1 in the service. url items link
 * to our own help centre, terms and privacy pages.
 */
const LANGUAGES = [1, 2, 3, 4, 5, 6, 18, 20, 23];

interface Item {
  id: number;
  title: string;
  subtitle?: string;
  type?: 'text' | 'editText' | 'url' | 'page';
  extras?: Record<string, unknown>;
  reason?: string;
  next?: Item[];
}
interface Flow {
  id: number;
  title: string;
  form: number;
  subject: string;
  items: Item[];
}

const final = (id: number, title: string, reason: string, subtitle = ''): Item => ({
  id,
  title,
  reason,
  subtitle,
});
const other = (id: number, reason: string): Item => ({
  id,
  title: 'Something else',
  subtitle: 'Describe the problem in your own words.',
  type: 'editText',
  reason,
});
const help = (id: number, title: string, url: string): Item => ({ id, title, type: 'url', extras: { url } });
const copyright = (id: number): Item => ({
  id,
  title: 'Copyright infringement',
  subtitle: 'This is my work, posted without my permission.',
  type: 'page',
  extras: { page: 'copyright', requiresUsername: true },
  reason: 'reported_copyright',
});
const harassment = (id: number): Item => ({
  id,
  title: 'Harassment or bullying',
  subtitle: 'Targets, threatens or insults a person.',
  next: [
    final(id + 1, 'It targets me', 'harassment_me'),
    final(id + 2, 'It targets someone else', 'harassment_other'),
    final(id + 3, 'Hate speech', 'hate_speech', 'Attacks people for who they are.'),
  ],
});
const spam = (id: number): Item => final(id, 'Spam', 'spam', 'Advertising, scams or repeated posts.');
const selfHarm = (id: number, lang: number): Item => ({
  id,
  title: 'Self-harm or suicide',
  subtitle: 'Someone may be in danger.',
  next: [
    final(
      id + 1,
      'Someone may hurt themselves',
      'self_harm',
      'We take this seriously and will look at it quickly.',
    ),
    help(id + 2, 'Find support resources', `/help/${lang}`),
  ],
});
const inappropriate = (id: number): Item => ({
  id,
  title: 'Inappropriate content',
  subtitle: 'Sexual, violent or graphic content that breaks our guidelines.',
  next: [
    final(id + 1, 'Sexual content', 'sexual_content'),
    final(id + 2, 'Graphic violence', 'graphic_violence'),
    final(id + 3, 'Mature content without a mature rating', 'unrated_mature'),
  ],
});

function flows(lang: number): Flow[] {
  const rules = help(90, 'Read our terms of service', '/terms');
  return [
    {
      id: 1,
      title: 'Report this account',
      form: 360_001,
      subject: 'User Report',
      items: [
        harassment(10),
        spam(20),
        inappropriate(30),
        { ...final(40, 'Impersonation', 'impersonation', 'Pretends to be me or someone else.') },
        selfHarm(50, lang),
        copyright(60),
        other(70, 'user_other'),
        rules,
      ],
    },
    {
      id: 2,
      title: 'Report this message',
      form: 360_002,
      subject: 'Private Message Report',
      items: [
        harassment(10),
        spam(20),
        inappropriate(30),
        selfHarm(50, lang),
        other(70, 'private_message_other'),
      ],
    },
    {
      id: 3,
      title: 'Report this comment',
      form: 360_003,
      subject: 'Comment Report',
      items: [
        harassment(10),
        spam(20),
        inappropriate(30),
        selfHarm(50, lang),
        other(70, 'comment_other'),
        rules,
      ],
    },
    {
      id: 4,
      title: 'Report this story',
      form: 360_004,
      subject: 'Story Report',
      items: [
        {
          id: 177,
          title: 'This story',
          next: [
            inappropriate(30),
            harassment(10),
            spam(20),
            selfHarm(50, lang),
            copyright(60),
            other(70, 'story_other'),
            help(80, 'Read our content guidelines', `/help/${lang}`),
          ],
        },
      ],
    },
    {
      id: 5,
      title: 'Report this post',
      form: 360_005,
      subject: 'Public Message Report',
      items: [
        harassment(10),
        spam(20),
        inappropriate(30),
        selfHarm(50, lang),
        other(70, 'public_message_other'),
      ],
    },
    {
      id: 193,
      title: 'Report this image',
      form: 360_193,
      subject: 'Media Report',
      items: [
        inappropriate(30),
        copyright(60),
        final(40, 'Personal information', 'personal_information', 'Shows private details about someone.'),
        other(70, 'media_other'),
        help(95, 'Read our privacy policy', '/privacy'),
      ],
    },
  ];
}

type Row = Record<string, unknown>;

function itemRows(flowRowId: number, items: Item[], parent: number | null, rows: Row[]): void {
  items.forEach((item, position) => {
    const type = item.type ?? 'text';
    const children = item.next ?? [];
    const leaf = children.length === 0;
    const submittable = leaf && (type === 'editText' || (type === 'text' && Boolean(item.reason)));
    rows.push({
      flow_row_id: flowRowId,
      item_id: item.id,
      parent_item_id: parent,
      title: item.title,
      subtitle: item.subtitle ?? '',
      type,
      extras: JSON.stringify(item.extras ?? {}),
      zendesk_string: item.reason ?? '',
      zendesk_fields: JSON.stringify(item.reason ? { reason: item.reason } : {}),
      submittable,
      is_final: leaf,
      position,
    });
    itemRows(flowRowId, children, item.id, rows);
  });
}

export async function up(knex: Knex): Promise<void> {
  for (const lang of LANGUAGES) {
    for (const flow of flows(lang)) {
      const existing = (await knex('support_flows')
        .where({ language_id: lang, flow_id: flow.id })
        .first()) as { id: number } | undefined;
      if (existing) continue; // idempotent
      // The migration runner wraps each migration in a transaction (one connection on SQLite).
      const [flowRowId] = (await knex('support_flows').insert({
        flow_id: flow.id,
        language_id: lang,
        title: flow.title,
        ticket_form_id: flow.form,
        ticket_subject: flow.subject,
      })) as number[];
      const rows: Row[] = [];
      itemRows(Number(flowRowId), flow.items, null, rows);
      await knex('support_items').insert(rows);
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex('support_flows').whereIn('language_id', LANGUAGES).delete();
}

/**
 * The DMCA notice (writing-paid-content §3 "DMCA notice", §5, §9): its fields in form order, the one
 * validation rule the page (JavaScript on), the no-JS form post and the JSON call all use, and the
 * ticket it becomes (form 48864, reason reported_copyright, subject "Story Report", type story).
 */
import { EMAIL_PATTERN } from '../accounts/validation';
import { COPYRIGHT_MESSAGES } from './messages';

export const DMCA_TICKET_FORM_ID = 48864;
export const DMCA_REASON = 'reported_copyright';
export const DMCA_SUBJECT = 'Story Report';
export const DMCA_REPORT_TYPE = 'story';
export const DMCA_SIGNATURE_MIN = 5;
/** Longest text a field keeps (the URL lists and the description are longer). */
export const DMCA_FIELD_MAX = 200;
export const DMCA_LONG_FIELD_MAX = 2000;

/** The description dropdown (spec: word-for-word copy, translation, adaptation, images, piracy/spam, other). */
export const DMCA_DESCRIPTIONS = [
  { value: 'word_for_word', label: 'Word-for-word copy' },
  { value: 'translation', label: 'Translation' },
  { value: 'adaptation', label: 'Adaptation' },
  { value: 'images', label: 'Image, photos or illustrations' },
  { value: 'piracy_spam', label: 'Piracy or spam' },
  { value: 'other', label: 'Other' },
] as const;

export const DMCA_TEXT_FIELDS = [
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
  'descriptionAlleged',
  'originalWorkUrl',
  'whereToFindOriginal',
  'reportedUrls',
  'signature',
] as const;
export const DMCA_CHECKS = ['isAccurate', 'goodFaith', 'owner'] as const;
/** Every field in the order the form shows them (the first invalid one gets the focus). */
export const DMCA_FIELDS = [...DMCA_TEXT_FIELDS.slice(0, -1), ...DMCA_CHECKS, 'signature'] as const;

export type DmcaTextField = (typeof DMCA_TEXT_FIELDS)[number];
export type DmcaCheck = (typeof DMCA_CHECKS)[number];
export type DmcaField = DmcaTextField | DmcaCheck;

export type DmcaValues = Record<DmcaTextField, string> &
  Record<DmcaCheck, boolean> & {
    /** Carried from the report flow (the query): the reported account, the story and language. */
    reportedUser: string;
    storyId: string;
    language: string;
  };

/** Not required (spec: username, company; the dropdown and "where to find" are not marked required). */
const OPTIONAL: ReadonlySet<DmcaField> = new Set([
  'username',
  'company',
  'descriptionAlleged',
  'whereToFindOriginal',
]);
const LONG: ReadonlySet<DmcaField> = new Set([
  'reportedUrls',
  'originalWorkUrl',
  'whereToFindOriginal',
  'address',
]);

export const DMCA_LABELS: Record<DmcaField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  username: 'Username',
  email: 'Email',
  company: 'Company',
  address: 'Address',
  country: 'Country',
  city: 'City',
  province: 'State / Province',
  postalCode: 'Postal code',
  phoneNumber: 'Phone number',
  descriptionAlleged: 'Description of the alleged infringement',
  originalWorkUrl: 'Original work (URL or description)',
  whereToFindOriginal: 'Where can we find the original work?',
  reportedUrls: 'URL(s) of the infringing material',
  isAccurate:
    'I swear, under penalty of perjury, that the information in this notice is accurate and that I am the copyright owner or authorized to act on behalf of the owner.',
  goodFaith:
    'I have a good faith belief that the use of the material in the manner complained of is not authorized by the copyright owner, its agent, or the law.',
  owner:
    'I am the owner, or an agent authorized to act on behalf of the owner, of an exclusive right that is allegedly infringed.',
  signature: 'Electronic signature (type your full legal name)',
};

export const emptyDmca = (): DmcaValues => ({
  ...(Object.fromEntries(DMCA_TEXT_FIELDS.map((f) => [f, ''])) as Record<DmcaTextField, string>),
  isAccurate: false,
  goodFaith: false,
  owner: false,
  reportedUser: '',
  storyId: '',
  language: '',
});

/** A form post's or JSON body's values: strings trimmed of nothing, checkboxes from '1'/'on'/true. */
export function dmcaValuesOf(body: Record<string, unknown>): DmcaValues {
  const text = (v: unknown, max: number): string => (typeof v === 'string' ? v.slice(0, max) : '');
  const check = (v: unknown): boolean => v === true || v === '1' || v === 'on' || v === 'true';
  const values = emptyDmca();
  for (const f of DMCA_TEXT_FIELDS)
    values[f] = text(body[f], LONG.has(f) ? DMCA_LONG_FIELD_MAX : DMCA_FIELD_MAX);
  for (const f of DMCA_CHECKS) values[f] = check(body[f]);
  values.reportedUser = text(body.reportedUser, 40);
  values.storyId = /^\d{1,10}$/.test(text(body.storyId, 12)) ? text(body.storyId, 12) : '';
  values.language = text(body.language, 10);
  return values;
}

export type DmcaErrors = Partial<Record<DmcaField, string>>;

/** Each invalid field's message: blank ones the mandatory message, a bad email or short signature their own. */
export function validateDmca(v: DmcaValues): DmcaErrors {
  const errors: DmcaErrors = {};
  for (const f of DMCA_FIELDS) {
    if (OPTIONAL.has(f)) continue;
    const value = v[f];
    if (typeof value === 'boolean' ? !value : !value.trim()) errors[f] = COPYRIGHT_MESSAGES.mandatory;
  }
  if (!errors.email && !EMAIL_PATTERN.test(v.email.trim())) errors.email = COPYRIGHT_MESSAGES.invalidEmail;
  if (!errors.signature && v.signature.trim().length < DMCA_SIGNATURE_MIN)
    errors.signature = COPYRIGHT_MESSAGES.shortSignature;
  return errors;
}

/** The first invalid field in form order (the one that gets the focus), or null. */
export const firstInvalid = (errors: DmcaErrors): DmcaField | null =>
  DMCA_FIELDS.find((f) => errors[f]) ?? null;

/** The ticket's comment: a text summary of the form (spec §3). */
export function dmcaSummary(v: DmcaValues): string {
  const description = DMCA_DESCRIPTIONS.find((d) => d.value === v.descriptionAlleged)?.label ?? '';
  const lines: [string, string][] = [
    ['Name', `${v.firstName} ${v.lastName}`.trim()],
    ['Username', v.username],
    ['Email', v.email],
    ['Company', v.company],
    ['Address', [v.address, v.city, v.province, v.postalCode, v.country].filter(Boolean).join(', ')],
    ['Phone', v.phoneNumber],
    ['Description', description],
    ['Original work', v.originalWorkUrl],
    ['Where to find the original', v.whereToFindOriginal],
    ['Reported URLs', v.reportedUrls],
    ['Accurate, under penalty of perjury', v.isAccurate ? 'yes' : 'no'],
    ['Good faith', v.goodFaith ? 'yes' : 'no'],
    ['Owner or authorized agent', v.owner ? 'yes' : 'no'],
    ['Signature', v.signature],
  ];
  return lines.map(([k, val]) => `${k}: ${val}`).join('\n');
}

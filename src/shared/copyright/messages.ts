/** Copyright report and DMCA notice texts, verbatim from the specs (accounts-safety-messaging §5, §8; writing-paid-content §5). */
export const COPYRIGHT_MESSAGES = {
  invalidUrl: 'Invalid story URL',
  urlRequired: 'The original URL is required',
  failure: 'Something went wrong. Please try again',
  mandatory: 'A mandatory field has been left blank. Please ensure all necessary fields are filled in.',
  /** Our wording (the spec names the state, not its text). */
  ownerNotified: 'Thank you. The owner of the original story has been notified.',
  /** Our wording for the two DMCA rules beyond "mandatory" (the spec names the rules only). */
  invalidEmail: 'Please enter a valid email address.',
  shortSignature: 'Your signature must be at least 5 characters.',
  dmcaTitle: 'DMCA notice',
  dmcaIntro:
    'If you believe a story on this site infringes your copyright, send us a notice under the Digital Millennium Copyright Act. Every field is required unless marked optional.',
  dmcaSent:
    'Thank you. Your DMCA notice has been sent to our team, who will review it and contact you by email.',
  dmcaSubmit: 'Submit notice',
  sameStory: 'A story cannot be reported as a copy of itself.',
  ownStory: 'You cannot report your own story as a copy.',
  urlLabel: 'Original story URL',
  urlHint: 'Paste the link to the original story on this site.',
  alert: 'Alert',
  dmcaLink: 'File a DMCA notice instead',
} as const;

/** The DMCA notice page's address (spec: `/help/dmca?storyId=&partId=&reportedUser=&language=`). */
export const DMCA_PATH = '/help/dmca';

/** The DMCA page for a story and the reported user (the query keys the spec names). */
export function dmcaHref(q: { storyId?: number; partId?: number; reportedUser?: string }): string {
  const params = new URLSearchParams();
  if (q.storyId) params.set('storyId', String(q.storyId));
  if (q.partId) params.set('partId', String(q.partId));
  if (q.reportedUser) params.set('reportedUser', q.reportedUser);
  const query = params.toString();
  return query ? `${DMCA_PATH}?${query}` : DMCA_PATH;
}

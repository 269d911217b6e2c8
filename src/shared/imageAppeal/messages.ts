/** Image appeal texts, verbatim from accounts-safety-messaging §8 (and our wording where it names none). */
export const IMAGE_APPEAL_MESSAGES = {
  submitted: 'This image has already been appealed. Once a decision has been made, we will notify you.',
  resolved: 'Sorry, this image has already been reviewed by our team and cannot be appealed again.',
  failure: "Sorry, an error has occurred and we're unable to submit your appeal. Please try again later.",
  flaggedLabel: 'This image has been deemed unsafe and will only be visible to you.',
  /** Our wording (the spec names the parts, not their text). */
  title: 'Appeal image decision',
  intro: 'Tell us why you think this image follows our content guidelines. Our team will review it.',
  reasonLabel: 'Reason for your appeal',
  send: 'Send',
  sending: 'Sending…',
  successTitle: 'Appeal submitted',
  successText: 'Thank you. We will let you know in your inbox once our team has reviewed your appeal.',
  okGotIt: 'OK got it',
  appealLink: 'Appeal',
  placeholderAlt: 'Image hidden',
} as const;

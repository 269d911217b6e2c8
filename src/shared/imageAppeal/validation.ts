/** Image appeal rules (accounts-safety-messaging §5, §9): a reason of at most 435 characters, required to send. */
export const APPEAL_REASON_MAX = 435;
export const IMAGE_APPEAL_PATH = '/image-appeal';
/** The page where the owner appeals an image: `/image-appeal?image_url=…`. */
export const imageAppealHref = (imageUrl: string): string =>
  `${IMAGE_APPEAL_PATH}?image_url=${encodeURIComponent(imageUrl)}`;
/** Send is disabled while the reason is empty (blank counts as empty). */
export const canSendAppeal = (reason: string, sending: boolean): boolean =>
  !sending && reason.trim().length > 0;
/** The reason as sent: at most 435 characters (the field stops there; the server cuts too). */
export const appealReason = (reason: string): string => reason.slice(0, APPEAL_REASON_MAX);
/** The stand-in others see for a flagged image. */
export const FLAGGED_PLACEHOLDER = '/img/flagged-placeholder.svg';

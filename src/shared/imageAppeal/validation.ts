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
/** The stand-in others see for a flagged image (a plain grey card; `data:` images are allowed by the CSP). */
export const FLAGGED_PLACEHOLDER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 160 250'%3E%3Crect width='160' height='250' fill='%23d9d9d9'/%3E%3C/svg%3E";
/** Images are flagged by their path on our site: an absolute address of ours counts as its path. */
export const imagePath = (url: string): string => url.trim().replace(/^https?:\/\/[^/]+(?=\/)/i, '');

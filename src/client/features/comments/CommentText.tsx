import { Fragment } from 'react';
import { COMMENT_LINK_REL, tokenizeComment } from '../../../shared/comments/text';
import { Link } from '../../router/Link';

/**
 * A comment's text as React elements (never HTML): mentions of existing users link to their
 * profile, hashtags to the tag page, http(s) URLs open in a new tab with rel="nofollow ugc noopener".
 * Everything else is text, so `<img onerror=…>` shows as the characters typed.
 */
export function CommentText({ text, mentions }: { text: string; mentions: readonly string[] }) {
  return (
    <>
      {tokenizeComment(text, mentions).map((t, i) => {
        switch (t.type) {
          case 'mention':
          case 'hashtag':
            return (
              <Link key={i} href={t.href}>
                {t.text}
              </Link>
            );
          case 'url':
            return (
              <a key={i} href={t.href} rel={COMMENT_LINK_REL} target="_blank">
                {t.text}
              </a>
            );
          default:
            return <Fragment key={i}>{t.text}</Fragment>;
        }
      })}
    </>
  );
}

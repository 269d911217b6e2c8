import type { ReactNode } from 'react';

/** `#tag` (word characters); split() with a capture group gives text, tag, text, tag, … */
const HASHTAG = /#(\w+)/;

/** Plain text with each `#hashtag` linked to `/tags/{tag}` (the server answers 301 to `/stories/{tag}`). */
export function HashtagText({ text }: { text: string }) {
  const pieces = text.split(new RegExp(HASHTAG.source, 'g'));
  const out: ReactNode[] = pieces.map((piece, i) =>
    i % 2 === 0 ? (
      piece
    ) : (
      <a key={i} href={`/tags/${encodeURIComponent(piece.toLowerCase())}`}>
        #{piece}
      </a>
    ),
  );
  return <>{out}</>;
}

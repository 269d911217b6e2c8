import postcss from 'postcss';
import { flexGapFallback, SUPPORTS_NO_FLEX_GAP } from './flexGapFallback';

const run = (css: string) => postcss([flexGapFallback()]).process(css, { from: undefined }).css;
/** The fallback rules written, as `selector { decls }` lines, without whitespace noise. */
const fallbacks = (css: string) => written(run(css));
const written = (out: string) =>
  [...out.matchAll(/@supports ([^{]+)\{\s*([^]*?\})\s*\}/g)].map(([, cond, body]) => {
    expect(cond.trim()).toBe(SUPPORTS_NO_FLEX_GAP);
    return body.replace(/\s+/g, ' ').replace('; }', ' }').trim();
  });

describe('flex gap fallback (older browsers lay out gap in grids only)', () => {
  it('spaces a flex row’s items with a left margin between them, right after the row’s rule', () => {
    const out = run('.meta { display: flex; gap: 8px; }\n.meta .author { margin-left: auto; }');
    expect(written(out)).toEqual(['.meta > * + * { margin-left: 8px }']);
    // The item's own rule comes after the fallback, so margin-left: auto still wins there.
    expect(out.indexOf('@supports')).toBeLessThan(out.indexOf('.author'));
  });

  it('uses the column gap of a row, the row gap of a column, and every selector of a list', () => {
    expect(fallbacks('.a, .b { display: inline-flex; gap: 4px 12px; }')).toEqual([
      '.a > * + *, .b > * + * { margin-left: 12px }',
    ]);
    expect(fallbacks('.stack { display: flex; flex-direction: column; row-gap: var(--space-2); }')).toEqual([
      '.stack > * + * { margin-top: var(--space-2) }',
    ]);
  });

  it('gives every item of a wrapping row a right and bottom margin', () => {
    expect(fallbacks('.tags { display: flex; flex-wrap: wrap; gap: 6px 10px; }')).toEqual([
      '.tags > * { margin-right: 10px; margin-bottom: 6px }',
    ]);
  });

  it('leaves grids, gapless rows and keyframes alone', () => {
    expect(
      fallbacks('.g { display: grid; gap: 8px; } .r { display: flex; } .z { display: flex; gap: 0; }'),
    ).toEqual([]);
    expect(fallbacks('@keyframes k { from { display: flex; gap: 2px; } }')).toEqual([]);
  });

  it('merges a selector’s rules: display in one, gap in another', () => {
    expect(fallbacks('.x { display: flex; } .x { gap: 2px; }')).toEqual(['.x > * + * { margin-left: 2px }']);
  });

  it('follows a media query that turns the row into a column, undoing the row’s margin there', () => {
    const out = fallbacks(
      '.preview { display: flex; gap: 16px; } @media (max-width: 574.98px) { .preview { flex-direction: column; } }',
    );
    expect(out).toEqual([
      '.preview > * + * { margin-left: 16px }',
      '.preview > * + * { margin-top: 16px; margin-left: 0 }',
    ]);
  });

  it('undoes the margins where a media query ends the flex layout, and adds none where nothing changes', () => {
    expect(
      fallbacks('.nav { display: flex; gap: 8px; } @media (max-width: 600px) { .nav { display: block; } }'),
    ).toEqual(['.nav > * + * { margin-left: 8px }', '.nav > * + * { margin-left: 0 }']);
    expect(
      fallbacks(
        '.nav { display: flex; gap: 8px; } @media (max-width: 600px) { .nav { align-items: start; gap: 8px; } }',
      ),
    ).toEqual(['.nav > * + * { margin-left: 8px }']);
  });
});

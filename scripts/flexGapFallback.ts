import type { AtRule, Declaration, Node, PluginCreator, Rule } from 'postcss';

/**
 * A PostCSS plugin for the build's older browsers (package.json browserslist: iOS 12, Chrome 61),
 * which lay out `gap` in grids but not in flex rows (Safari 14.1, Chrome 84): without it, a flex
 * row's items touch ("Tomas Adeyemi290K reads", "StoryloomBrowse").
 *
 * After each rule that makes a flex container with a gap, it writes the same spacing as margins
 * between the items — `.row > * + * { margin-left: 8px }` (a column: margin-top; a wrapping row:
 * margin-right and margin-bottom on every item) — inside `@supports not (inset: 0)`. `inset`
 * shipped in Safari 14.1 with flex gap, so every Safari that lacks flex gap gets the margins and no
 * Safari that has it does; only Chrome 84–86 get both (a wider gap). Current browsers ignore it.
 *
 * A rule in a media query that turns the row into a column (or gives another gap, or stops the flex
 * layout) gets its own fallback there, undoing the first one's margin. The margins go right after
 * the container's rule, so an item's own later rule (`margin-left: auto`) still wins.
 */
export const SUPPORTS_NO_FLEX_GAP = 'not (inset: 0)';

interface Flex {
  flex?: boolean;
  direction?: string;
  wrap?: boolean;
  rowGap?: string;
  columnGap?: string;
}

type Side = 'left' | 'right' | 'top' | 'bottom';

/** Which margins of which items stand in for the gap: `* + *` (between items) or `*` (every item). */
interface Spacing {
  between: Partial<Record<Side, string>>;
  every: Partial<Record<Side, string>>;
}

const isZero = (v: string | undefined) => v === undefined || /^0(px|rem|em)?$/.test(v.trim());

function readFlex(rule: Rule): Flex {
  const f: Flex = {};
  rule.each((node) => {
    if (node.type !== 'decl') return;
    const d = node as Declaration;
    const value = d.value.trim();
    switch (d.prop.toLowerCase()) {
      case 'display':
        f.flex = /^(inline-)?flex$/.test(value);
        break;
      case 'flex-direction':
        f.direction = value;
        break;
      case 'flex-wrap':
        f.wrap = value === 'wrap' || value === 'wrap-reverse';
        break;
      case 'flex-flow':
        for (const part of value.split(/\s+/)) {
          if (part.startsWith('row') || part.startsWith('column')) f.direction = part;
          else f.wrap = part === 'wrap' || part === 'wrap-reverse';
        }
        break;
      case 'gap': {
        const [row, column = row] = value.split(/\s+(?![^(]*\))/);
        f.rowGap = row;
        f.columnGap = column;
        break;
      }
      case 'row-gap':
        f.rowGap = value;
        break;
      case 'column-gap':
        f.columnGap = value;
        break;
    }
  });
  return f;
}

const touchesFlex = (f: Flex) =>
  f.flex !== undefined ||
  f.direction !== undefined ||
  f.wrap !== undefined ||
  f.rowGap !== undefined ||
  f.columnGap !== undefined;

const merge = (base: Flex | undefined, own: Flex): Flex => {
  const out: Flex = { ...base };
  for (const [k, v] of Object.entries(own)) if (v !== undefined) Object.assign(out, { [k]: v });
  return out;
};

const NONE: Spacing = { between: {}, every: {} };

/** The margins that give `f`'s items its gap (none when it is no flex container with a gap). */
function spacingOf(f: Flex): Spacing {
  if (!f.flex) return NONE;
  const column = (f.direction ?? 'row').startsWith('column');
  const reverse = (f.direction ?? '').endsWith('-reverse');
  const main = column ? f.rowGap : f.columnGap;
  const cross = column ? f.columnGap : f.rowGap;
  if (f.wrap) {
    const every: Spacing['every'] = {};
    if (!isZero(main)) every[column ? 'bottom' : 'right'] = main;
    if (!isZero(cross)) every[column ? 'right' : 'bottom'] = cross;
    return { between: {}, every };
  }
  if (isZero(main)) return NONE;
  const side: Side = column ? (reverse ? 'bottom' : 'top') : reverse ? 'right' : 'left';
  return { between: { [side]: main }, every: {} };
}

const SIDES: Side[] = ['top', 'right', 'bottom', 'left'];

/** `wanted`'s margins, and 0 for each side `previous` set that `wanted` does not. */
function withResets(
  wanted: Partial<Record<Side, string>>,
  previous: Partial<Record<Side, string>>,
): [Side, string][] {
  return SIDES.flatMap((s): [Side, string][] =>
    wanted[s] !== undefined ? [[s, wanted[s]]] : previous[s] !== undefined ? [[s, '0']] : [],
  );
}

const sameSpacing = (a: Spacing, b: Spacing) => JSON.stringify(a) === JSON.stringify(b);

const inKeyframes = (rule: Rule): boolean => {
  for (let p: Node | undefined = rule.parent; p; p = p.parent) {
    if (p.type === 'atrule' && /keyframes$/i.test((p as AtRule).name)) return true;
  }
  return false;
};

const isTopLevel = (rule: Rule) => rule.parent?.type === 'root';

export const flexGapFallback: PluginCreator<void> = () => ({
  postcssPlugin: 'storyloom-flex-gap-fallback',
  OnceExit(root, { atRule, rule: newRule }) {
    // Each rule's own flex declarations, read once.
    const rules: [Rule, Flex][] = [];
    root.walkRules((r) => {
      if (!inKeyframes(r)) rules.push([r, readFlex(r)]);
    });
    // Each selector's layout outside media queries (its rules merged), and its last such rule,
    // which the fallback follows: the base a media query's rule changes.
    const base = new Map<string, Flex>();
    const lastBaseRule = new Map<string, Rule>();
    for (const [r, own] of rules) {
      if (!isTopLevel(r) || !touchesFlex(own)) continue;
      base.set(r.selector, merge(base.get(r.selector), own));
      lastBaseRule.set(r.selector, r);
    }

    for (const [r, own] of rules) {
      if (!touchesFlex(own)) continue;
      const known = base.get(r.selector);
      let spacing: Spacing;
      let before: Spacing;
      if (isTopLevel(r)) {
        if (lastBaseRule.get(r.selector) !== r) continue;
        spacing = spacingOf(known ?? own);
        before = NONE;
      } else {
        if (!known && !own.flex) continue;
        spacing = spacingOf(merge(known, own));
        before = known ? spacingOf(known) : NONE;
        if (sameSpacing(spacing, before)) continue;
      }
      const groups: [string, [Side, string][]][] = [
        ['> * + *', withResets(spacing.between, before.between)],
        ['> *', withResets(spacing.every, before.every)],
      ];
      const supports = atRule({ name: 'supports', params: SUPPORTS_NO_FLEX_GAP });
      for (const [children, margins] of groups) {
        if (!margins.length) continue;
        const selector = r.selectors.map((s) => `${s} ${children}`).join(', ');
        const fallback = newRule({ selector });
        for (const [side, value] of margins) fallback.append({ prop: `margin-${side}`, value });
        supports.append(fallback);
      }
      if (supports.nodes?.length) r.after(supports);
    }
  },
});
flexGapFallback.postcss = true;

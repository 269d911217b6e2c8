/**
 * The legacy `fields=` selector (API-COMPAT.md "Shapes"): a comma list with nested parentheses,
 * e.g. `id,title,parts(id,title,user(name))` or `stories(id,title),total,nextUrl`.
 *
 * Never an error: empty entries (`a,,b`) and unknown names are ignored, an unclosed `(` is closed
 * at the end, a stray `)` is dropped, and `name()` means the whole `name`.
 *
 * Names match case-insensitively and answer under their canonical name (the one the response
 * object uses): `fields=stories(id),nexturl` returns `nextUrl`. A selector keeps the first
 * spelling it saw (`Parts(id),parts(title)` is one entry); every lookup goes through `specKey`.
 */

/**
 * A parsed selector. Each requested name maps to `null` (the whole value, default shape) or to a
 * nested selector applied to that value (to each element when the value is an array).
 */
export type FieldSpec = ReadonlyMap<string, FieldSpec | null>;

type MutableSpec = Map<string, MutableSpec | null>;

/** Upper bound on what we bother to parse; longer input is cut (still never an error). */
const MAX_FIELDS_LENGTH = 4000;

/**
 * Parses a `fields` query value. Returns `undefined` when nothing was asked for (absent, empty or
 * only separators), which means "the full default shape".
 * Accepts what Express puts in `req.query` (a string, repeated values as an array, or anything else).
 */
export function parseFields(input: unknown): FieldSpec | undefined {
  const raw = Array.isArray(input) ? input.filter((v) => typeof v === 'string').join(',') : input;
  if (typeof raw !== 'string') return undefined;
  const text = raw.slice(0, MAX_FIELDS_LENGTH);

  const root: MutableSpec = new Map();
  // Iterative parser (no recursion, so any depth is safe): one frame per open parenthesis.
  const stack: Frame[] = [{ spec: root, parent: null, name: '', added: 0 }];
  let pending = '';

  const top = (): Frame => stack[stack.length - 1];
  const takePending = (): string => {
    const trimmed = pending.trim();
    pending = '';
    return trimmed;
  };
  const addWhole = (): void => {
    const name = takePending();
    if (!name) return;
    const spec = top().spec;
    spec.set(specKey(spec, name) ?? name, null); // the whole value wins over any nested selection
    top().added += 1;
  };
  const open = (): void => {
    const given = takePending();
    const frame = top();
    const name = given ? (specKey(frame.spec, given) ?? given) : '';
    const existing = name ? frame.spec.get(name) : null;
    if (name && existing === undefined) {
      const child: MutableSpec = new Map();
      frame.spec.set(name, child);
      frame.added += 1;
      stack.push({ spec: child, parent: frame.spec, name, added: 0 });
    } else if (name && existing) {
      stack.push({ spec: existing, parent: frame.spec, name, added: 0 }); // `a(b),a(c)` is `a(b,c)`
    } else {
      // `(x)` without a name, or `a,a(x)` where the whole `a` is already asked for: parse and drop.
      stack.push({ spec: new Map(), parent: null, name: '', added: 0 });
    }
  };
  const close = (): void => {
    const frame = stack.pop();
    // `name()` means the whole `name`.
    if (frame?.parent && frame.added === 0) frame.parent.set(frame.name, null);
  };

  for (const ch of text) {
    if (ch === ',') addWhole();
    else if (ch === '(') open();
    else if (ch === ')') {
      addWhole();
      if (stack.length > 1) close(); // a stray `)` is dropped
    } else pending += ch;
  }
  addWhole();
  while (stack.length > 1) close(); // unclosed `(` ends with the input
  return root.size > 0 ? root : undefined;
}

interface Frame {
  spec: MutableSpec;
  /** Where `name` lives; null for a group whose result is dropped. */
  parent: MutableSpec | null;
  name: string;
  /** Names added inside this group (0 at close means `name()`). */
  added: number;
}

/** The key under which `spec` holds `name`, compared case-insensitively; `undefined` if absent. */
function specKey(spec: FieldSpec, name: string): string | undefined {
  if (spec.has(name)) return name;
  const lower = name.toLowerCase();
  for (const key of spec.keys()) if (key.toLowerCase() === lower) return key;
  return undefined;
}

/** True when `name` is part of the response (always, without a selector); case-insensitive. */
export function wantsField(spec: FieldSpec | undefined, name: string): boolean {
  return spec === undefined || specKey(spec, name) !== undefined;
}

/** The nested selector for `name`; `undefined` means its full default shape. Case-insensitive. */
export function subFields(spec: FieldSpec | undefined, name: string): FieldSpec | undefined {
  if (spec === undefined) return undefined;
  const key = specKey(spec, name);
  return key === undefined ? undefined : (spec.get(key) ?? undefined);
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/** The value's own key for a requested name: the exact one, else the one equal ignoring case. */
function canonicalKey(value: Record<string, unknown>, name: string): string | undefined {
  if (Object.prototype.hasOwnProperty.call(value, name)) return name;
  const lower = name.toLowerCase();
  return Object.keys(value).find((key) => key.toLowerCase() === lower);
}

/**
 * Applies a selector: keeps only the requested keys (in the requested order, under the value's
 * own spelling of each), recursing into nested selectors; arrays get the selector applied to each
 * element. Primitives pass unchanged. Without a selector the value is returned as is.
 */
export function pickFields(value: unknown, spec: FieldSpec | undefined): unknown {
  if (spec === undefined) return value;
  if (Array.isArray(value)) return value.map((item) => pickFields(item, spec));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [name, sub] of spec) {
    const key = canonicalKey(value, name);
    if (key === undefined) continue;
    out[key] = sub === null ? value[key] : pickFields(value[key], sub);
  }
  return out;
}

/** Serialises a selector back to `fields=` syntax (for `nextUrl` and logs). */
export function formatFields(spec: FieldSpec): string {
  return [...spec].map(([key, sub]) => (sub === null ? key : `${key}(${formatFields(sub)})`)).join(',');
}

/** Deterministic randomness for seeds (mulberry32). Never `Math.random()` in seeds. */

/** 32-bit FNV-1a hash of a string, to derive sub-seeds from names. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  private state: number;

  constructor(seed: number | string) {
    this.state = (typeof seed === 'string' ? hashString(seed) : seed) >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max] (inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** One of `choices`, each `[value, weight]`. */
  weighted<T>(choices: ReadonlyArray<readonly [T, number]>): T {
    let total = 0;
    for (const [, weight] of choices) total += weight;
    let roll = this.next() * total;
    for (const [value, weight] of choices) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return choices[choices.length - 1][0];
  }

  /** `count` distinct items (fewer if the list is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const out: T[] = [];
    while (out.length < count && copy.length)
      out.push(copy.splice(Math.floor(this.next() * copy.length), 1)[0]);
    return out;
  }

  /** A heavy-tailed integer: most values small, a few large (reads, votes). */
  powerLaw(max: number, exponent = 3): number {
    return Math.floor(Math.pow(this.next(), exponent) * max);
  }

  /** A child generator whose sequence depends only on this one's seed and `label`. */
  fork(label: string | number): Rng {
    return new Rng((hashString(String(label)) ^ Math.imul(this.state, 0x9e3779b1)) >>> 0);
  }

  /** A short lower-case base-36 token (cover/avatar versions). */
  token(length = 6): string {
    let s = '';
    while (s.length < length) s += Math.floor(this.next() * 36).toString(36);
    return s;
  }
}

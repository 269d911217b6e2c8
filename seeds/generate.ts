/** Shared building blocks for the seed sizes: generated parts, dates. */
import * as P from './prose';
import type { Rng } from './random';
import type { PartSeed } from './store';
import type { Flavour } from './words';

export const DAY = 86_400_000;

/** `base` plus `days` (may be fractional or negative), whole seconds. */
export function addDays(base: Date, days: number): Date {
  return new Date(Math.floor((base.getTime() + days * DAY) / 1000) * 1000);
}

export interface GenPartsOptions {
  count: number;
  /** Language code for titles ('en', 'fr', …). */
  code?: string;
  start: Date;
  /** Days between parts. */
  stepDays: number;
  minParagraphs: number;
  maxParagraphs: number;
  /** Reads of the first part; later parts get fewer. */
  firstReads?: number;
}

/** `count` published parts of generated prose, one every `stepDays` from `start`. */
export function genParts(rng: Rng, cast: P.Cast, o: GenPartsOptions): PartSeed[] {
  const parts: PartSeed[] = [];
  let reads = o.firstReads ?? 0;
  for (let i = 0; i < o.count; i++) {
    const n = rng.int(o.minParagraphs, o.maxParagraphs);
    const createdAt = addDays(o.start, i * o.stepDays + rng.next() * 0.5);
    const paragraphs =
      cast.flavour === 'poetry' ? P.poemStanzas(rng, cast, Math.min(n, 6)) : P.paragraphs(rng, cast, n);
    parts.push({
      title: P.partTitle(rng, i + 1, o.code),
      paragraphs,
      createdAt,
      readCount: reads,
      voteCount: Math.floor(reads * (0.03 + rng.next() * 0.05)),
      commentCount: Math.floor(reads * rng.next() * 0.01),
    });
    reads = Math.floor(reads * (0.7 + rng.next() * 0.25));
  }
  return parts;
}

export function castFor(rng: Rng, flavour: Flavour): P.Cast {
  return P.makeCast(rng, flavour);
}

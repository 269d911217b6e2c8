/**
 * Generated story covers (2:3): a palette and one of four compositions chosen from the story id
 * and cover version, drawn at the requested width (so every width shows the same picture).
 */
import { coverHeight } from '../../../shared/common/media';
import { Canvas, mix, type RGB } from './canvas';
import { encodePng } from './png';
import { hash32, PALETTES, prng, type Palette } from './palettes';

type Random = () => number;

interface Scene {
  c: Canvas;
  w: number;
  h: number;
  rnd: Random;
  pal: Palette;
}

function stars({ c, w, h, rnd, pal }: Scene, maxY: number): void {
  const count = 30 + Math.floor(rnd() * 50);
  for (let i = 0; i < count; i++) {
    const r = (0.0012 + rnd() * 0.0025) * w;
    c.disc(
      rnd() * w,
      rnd() * maxY * h,
      Math.max(r, 0.5),
      mix(pal.light, [255, 255, 255], 0.6),
      0.35 + rnd() * 0.6,
    );
  }
}

/** A wavy horizon: the sum of a few sines around `base` (fraction of height). */
function horizon(rnd: Random, w: number, h: number, base: number, amplitude: number): (x: number) => number {
  // Roughly 1, 2.5 and 5 cycles across the width, the finer ones smaller.
  const waves = [0.6, 1.8, 4].map((cycles, k) => ({
    f: ((cycles + rnd() * cycles) * Math.PI * 2) / w,
    p: rnd() * Math.PI * 2,
    a: (amplitude * h) / (1 + k * 1.8),
  }));
  return (x) => base * h + waves.reduce((y, s) => y + Math.sin(x * s.f + s.p) * s.a, 0);
}

function landscape(s: Scene): void {
  const { c, w, h, rnd, pal } = s;
  c.gradient(pal.sky[0], pal.sky[1], (rnd() - 0.5) * 0.4);
  if (pal.night) stars(s, 0.55);
  const sunR = (0.1 + rnd() * 0.08) * w;
  c.disc((0.25 + rnd() * 0.5) * w, (0.22 + rnd() * 0.2) * h, sunR, pal.light, 0.95, sunR * 1.2, 0.3);
  pal.layers.forEach((layer, i) => {
    const base = 0.5 + i * 0.13 + rnd() * 0.05;
    c.below(horizon(rnd, w, h, base, 0.04 + rnd() * 0.03), layer, 1, mix(layer, pal.layers[2], 0.5));
  });
}

function orbs(s: Scene): void {
  const { c, w, h, rnd, pal } = s;
  c.gradient(pal.sky[0], pal.sky[1], 0.6 + rnd() * 0.6);
  if (pal.night) stars(s, 1);
  const colours: RGB[] = [pal.light, ...pal.layers];
  const count = 5 + Math.floor(rnd() * 4);
  for (let i = 0; i < count; i++) {
    const r = (0.08 + rnd() * 0.3) * w;
    c.disc(rnd() * w, (0.1 + rnd() * 0.8) * h, r, colours[i % colours.length], 0.35 + rnd() * 0.35);
  }
  const ringR = (0.2 + rnd() * 0.15) * w;
  c.ring((0.3 + rnd() * 0.4) * w, (0.3 + rnd() * 0.3) * h, ringR, 0.012 * w, pal.light, 0.8);
}

function waves(s: Scene): void {
  const { c, w, h, rnd, pal } = s;
  c.gradient(pal.sky[0], pal.sky[1]);
  if (pal.night) stars(s, 0.4);
  c.disc((0.2 + rnd() * 0.6) * w, 0.2 * h, (0.06 + rnd() * 0.05) * w, pal.light, 1, 0.08 * w, 0.4);
  const bands = 5 + Math.floor(rnd() * 3);
  for (let i = 0; i < bands; i++) {
    const t = i / (bands - 1);
    const colour = i === 0 ? mix(pal.sky[1], pal.layers[0], 0.5) : mix(pal.layers[0], pal.layers[2], t);
    c.below(horizon(rnd, w, h, 0.42 + t * 0.45, 0.025 + rnd() * 0.02), colour, 0.9);
  }
}

function rings(s: Scene): void {
  const { c, w, h, rnd, pal } = s;
  c.gradient(pal.sky[0], pal.sky[1], Math.PI / 4);
  const cx = (0.3 + rnd() * 0.4) * w;
  const cy = (0.3 + rnd() * 0.25) * h;
  for (let i = 9; i >= 1; i--) {
    c.ring(
      cx,
      cy,
      i * 0.075 * w,
      (0.006 + rnd() * 0.012) * w,
      i % 2 ? pal.light : pal.layers[0],
      0.25 + 0.05 * i,
    );
  }
  c.disc(cx, cy, 0.12 * w, pal.light, 1, 0.1 * w, 0.4);
  c.below(horizon(rnd, w, h, 0.78, 0.015), pal.layers[2], 0.95, pal.layers[2]);
}

const COMPOSITIONS = [landscape, orbs, waves, rings];

/** How much the corners darken (applied when converting to bytes). */
export const COVER_VIGNETTE = 0.35;

/** Raw pixels of a cover (exposed for tests and tools); `width` × coverHeight(width). */
export function renderCoverCanvas(storyId: string | number, version: string, width: number): Canvas {
  const h = coverHeight(width);
  const seed = hash32(`cover:${storyId}:${version}`);
  const rnd = prng(seed);
  const pal = PALETTES[seed % PALETTES.length];
  const c = new Canvas(width, h);
  const scene: Scene = { c, w: width, h, rnd, pal };
  COMPOSITIONS[Math.floor(rnd() * COMPOSITIONS.length)](scene);
  // The title band: a translucent panel with two hairlines, where a printed cover has its title.
  const bandTop = (0.66 + rnd() * 0.08) * h;
  const line = Math.max(1, 0.004 * width);
  c.rect(0, bandTop, width, bandTop + 0.13 * h, pal.layers[2], 0.35);
  c.rect(0.08 * width, bandTop + 0.02 * h, 0.92 * width, bandTop + 0.02 * h + line, pal.light, 0.7);
  c.rect(0.08 * width, bandTop + 0.11 * h, 0.92 * width, bandTop + 0.11 * h + line, pal.light, 0.7);
  return c;
}

/** A PNG cover for a story id and cover version at one of the allowed widths. */
export function renderCover(storyId: string | number, version: string, width: number): Buffer {
  const c = renderCoverCanvas(storyId, version, width);
  return encodePng(c.width, c.height, c.toRgb8(COVER_VIGNETTE));
}

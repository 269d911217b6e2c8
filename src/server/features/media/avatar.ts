/**
 * Generated avatars: a diagonal gradient with soft shapes and the username's initial drawn as a
 * dot-matrix letter (5×7 font). Square; clients may crop to a circle.
 */
import { Canvas, mix } from './canvas';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphCells, initialOf } from './font';
import { encodePng } from './png';
import { hash32, PALETTES, prng } from './palettes';

/** Small avatars are drawn 4× larger and scaled down, with solid cells (dots blur below 64 px). */
const SUPERSAMPLE_BELOW = 64;

export function renderAvatarCanvas(username: string, version: string, size: number): Canvas {
  if (size < SUPERSAMPLE_BELOW) return drawAvatar(username, version, size * 4, true).downsample(4);
  return drawAvatar(username, version, size, false);
}

function drawAvatar(username: string, version: string, size: number, solid: boolean): Canvas {
  const seed = hash32(`avatar:${username.toLowerCase()}:${version}`);
  const rnd = prng(seed);
  const pal = PALETTES[seed % PALETTES.length];
  const c = new Canvas(size, size);
  const dark = mix(pal.layers[1], pal.layers[2], 0.5);
  const at = (min: number, range: number) => size * (min + rnd() * range);
  c.gradient(mix(pal.sky[1], pal.layers[0], 0.4), dark, Math.PI * (0.15 + rnd() * 0.3));
  c.disc(at(0, 1), at(0, 0.5), at(0.3, 0.3), pal.light, 0.18);
  c.disc(at(0, 1), at(0.6, 0.4), at(0.25, 0.3), pal.layers[0], 0.3);
  c.ring(at(0.2, 0.6), at(0.2, 0.6), at(0.35, 0.2), size * 0.02, pal.light, 0.3);

  const cell = size * (solid ? 0.11 : 0.095);
  const x0 = (size - GLYPH_WIDTH * cell) / 2;
  const y0 = (size - GLYPH_HEIGHT * cell) / 2;
  const cells = glyphCells(initialOf(username));
  const shadow = Math.max(0.5, size * 0.012);
  const white = [255, 255, 255] as const;
  // A soft shadow pass, then the letter.
  for (const [colour, alpha, offset] of [
    [dark, 0.45, shadow],
    [white, 0.95, 0],
  ] as const) {
    for (const [gx, gy] of cells) {
      const x = x0 + gx * cell + offset;
      const y = y0 + gy * cell + offset;
      if (solid) c.rect(x, y, x + cell, y + cell, colour, alpha);
      else c.disc(x + cell / 2, y + cell / 2, cell * 0.46, colour, alpha);
    }
  }
  return c;
}

/** A PNG avatar for a username and avatar version at one of the allowed sizes. */
export function renderAvatar(username: string, version: string, size: number): Buffer {
  const c = renderAvatarCanvas(username, version, size);
  return encodePng(size, size, c.toRgb8(0.2));
}

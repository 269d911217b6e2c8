/** Colour palettes and a small seeded generator for covers and avatars (no DB: id + version only). */
import { hex, type RGB } from './canvas';

export interface Palette {
  /** Background gradient, top then bottom. */
  sky: [RGB, RGB];
  /** Sun, moon or highlight. */
  light: RGB;
  /** Shapes from light to dark. */
  layers: [RGB, RGB, RGB];
  /** Dark skies get stars. */
  night: boolean;
}

const p = (
  a: string,
  b: string,
  light: string,
  l1: string,
  l2: string,
  l3: string,
  night = false,
): Palette => ({
  sky: [hex(a), hex(b)],
  light: hex(light),
  layers: [hex(l1), hex(l2), hex(l3)],
  night,
});

export const PALETTES: readonly Palette[] = [
  p('#2b1055', '#d53369', '#ffd194', '#7597de', '#3a1c71', '#1f1147', true),
  p('#0f2027', '#2c5364', '#f9d423', '#1c6e8c', '#0e3b4d', '#08202b', true),
  p('#ffdde1', '#ee9ca7', '#fff5e1', '#c06c84', '#6c5b7b', '#355c7d'),
  p('#134e5e', '#71b280', '#f6f7d7', '#2f6b4f', '#1d4435', '#0f2a21'),
  p('#200122', '#6f0000', '#ff8c42', '#8e0e00', '#4a0505', '#1f0303', true),
  p('#e0f7f4', '#a8e6cf', '#ffffff', '#56ab91', '#2f7f6a', '#17473b'),
  p('#0f0c29', '#302b63', '#e0e0ff', '#4b4a8a', '#24243e', '#0c0b1f', true),
  p('#f7e8c8', '#e4b363', '#fff3d6', '#c97b45', '#8f4f2b', '#5a2e19'),
  p('#004e64', '#00a5cf', '#fcd581', '#25a18e', '#0b6e4f', '#073b3a'),
  p('#41295a', '#2f0743', '#f8b5c8', '#8e44ad', '#5b2c6f', '#2c1338', true),
  p('#e6f0ff', '#9fc5e8', '#ffffff', '#6fa8dc', '#3d85c6', '#1c4587'),
  p('#3a0ca3', '#f72585', '#ffe066', '#7209b7', '#480ca8', '#240046', true),
];

/** FNV-1a, 32 bits. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: floats in [0, 1). */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface AssetGroup {
  js: string[];
  css: string[];
}

/** Written by the webpack client build (webpack.config.ts, ManifestPlugin). */
export interface AssetManifest {
  publicPath: string;
  entry: AssetGroup;
  chunks: Record<string, AssetGroup>;
}

const EMPTY: AssetManifest = { publicPath: '/assets/', entry: { js: [], css: [] }, chunks: {} };

/** Reads `dist/public/manifest.json`; an empty manifest when the client was not built (unit tests). */
export function loadManifest(publicDir: string): AssetManifest {
  try {
    return JSON.parse(readFileSync(path.join(publicDir, 'manifest.json'), 'utf8')) as AssetManifest;
  } catch {
    return EMPTY;
  }
}

/** Files a first visit to a page needs: the entry, plus the page's own chunk (JS preloaded, CSS linked). */
export function assetsForPage(m: AssetManifest, chunkName: string): AssetGroup {
  const page = m.chunks[chunkName] ?? { js: [], css: [] };
  const uniq = (xs: string[]) => [...new Set(xs)];
  return {
    js: uniq([...page.js.filter((f) => !m.entry.js.includes(f))]),
    css: uniq([...m.entry.css, ...page.css]),
  };
}

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

/**
 * The modern client build (`manifest.modern.json`, webpack.config.ts) and the user-agent rule that
 * picks it: a RegExp compiled at build time from the same browserslist query the build targets
 * (browserslist-useragent-regexp), so serving it costs one `test` per page (~1 µs).
 */
export interface ModernBuild {
  manifest: AssetManifest;
  agent: RegExp;
  browsers: string[];
}

/** Reads `dist/public/manifest.modern.json`; null when there is none (every browser gets the legacy build). */
export function loadModernBuild(publicDir: string): ModernBuild | null {
  try {
    const raw = JSON.parse(
      readFileSync(path.join(publicDir, 'manifest.modern.json'), 'utf8'),
    ) as AssetManifest & {
      userAgent: string;
      browsers: string[];
    };
    const { userAgent, browsers, ...manifest } = raw;
    return { manifest, agent: new RegExp(userAgent), browsers };
  } catch {
    return null;
  }
}

/**
 * Which build a browser gets: the modern one when its User-Agent matches the rule, the legacy one
 * otherwise (older browsers, unknown agents, crawlers — the legacy build runs everywhere).
 */
export function buildFor(
  modern: ModernBuild | null | undefined,
  userAgent: string | undefined,
): 'modern' | 'legacy' {
  return modern && userAgent && modern.agent.test(userAgent) ? 'modern' : 'legacy';
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

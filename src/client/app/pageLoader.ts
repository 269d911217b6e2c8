import type { ComponentType } from 'react';
import { injectSlices, type SliceList } from '../../reducers/browserReducer';
import type { PageKey } from '../../shared/routes';

interface PageModule {
  default: ComponentType;
}

/** Loads a page's chunk (a dynamic `import()`, so the page stays out of the first load). */
export type PageLoader = () => Promise<PageModule>;

/** A feature's pages (`src/client/features/<f>/index.ts`), keyed by their page table key. */
export type FeaturePages = Partial<Record<PageKey, PageLoader>>;

/**
 * A page whose slices load with it (`src/reducers/pageSlices.ts`): each slice import names the
 * page's chunk, so it travels in that chunk, and the slices are injected before the page renders
 * or dispatches anything (hydration included).
 */
export const withSlices =
  (page: PageLoader, ...slices: (() => Promise<SliceList>)[]): PageLoader =>
  async () => {
    const [mod, ...lists] = await Promise.all([page(), ...slices.map((load) => load())]);
    for (const list of lists) injectSlices(list);
    return mod;
  };

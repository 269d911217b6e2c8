import type { ContinueReadingItem, HomeFeed, HomeSection } from './api';

/** The home feature's part of the `Api` contract. */
export interface HomeApiPart {
  home: {
    /** `GET /v5/home` */
    sections(): Promise<HomeSection[]>;
    /** At least the feed's first `count` sections (more when the caller has them) and its total. */
    feed(count: number): Promise<HomeFeed>;
    /** A continue-reading section's own data (its `dynamic.path`). */
    continueReading(path: string): Promise<ContinueReadingItem[]>;
    /** A promoted item's tracking URL (click). */
    track(url: string): Promise<void>;
  };
}

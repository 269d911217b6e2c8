import type { Part, PartText, Story } from './api';

/** The stories feature's part of the `Api` contract: stories and their parts. */
export interface StoriesApiPart {
  stories: {
    get(id: string): Promise<Story>;
  };
  parts: {
    get(id: number): Promise<Part>;
    text(id: number): Promise<PartText>;
  };
}

import type { Part, PartText, Story, StoryCard } from './stories';

/**
 * The API contract the sagas are given (DESIGN.md §3): HTTP in the browser
 * (`src/client/api`), in-process services on the server (`src/server/ssr/serverApi.ts`).
 * Every method rejects with an `ApiError`.
 */
export interface Api {
  stories: {
    get(id: string): Promise<Story>;
  };
  parts: {
    get(id: number): Promise<Part>;
    text(id: number): Promise<PartText>;
  };
  home: {
    stories(): Promise<StoryCard[]>;
  };
}

export * from './errors';
export type * from './stories';
export type * from './session';

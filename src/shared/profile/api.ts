/**
 * Profiles and follows (reading-discovery §2 `/user/{username}`, §7; API-COMPAT.md
 * `GET /api/v3/users/{username}`: private fields only for the user themself).
 */
import type { ReadingList, StoriesPage } from '../lists/api';

export interface UserProfile {
  username: string;
  name: string;
  avatar: string;
  description: string;
  backgroundUrl: string;
  numFollowers: number;
  numFollowing: number;
  numStoriesPublished: number;
  numLists: number;
  votesReceived: number;
  createDate: string;
  verified: boolean;
  ambassador: boolean;
  is_staff: boolean;
  /** The viewer follows this user. */
  following: boolean;
  /** This user follows the viewer. */
  follower: boolean;
  highlight_colour: string;
  safety: { isMuted: boolean; isBlocked: boolean };
  /** The profile's user mutes the viewer (signed-in viewers; safety feature). */
  isMutingCurrentUser?: boolean;
  /** The profile's user blocks the viewer (signed-in viewers; safety feature). */
  isBlockingCurrentUser?: boolean;
  // Only for the user themself:
  email?: string;
  birthdate?: string;
  has_password?: boolean;
  verified_email?: boolean;
  inbox?: { unread: number };
  /** Spec §3 (accounts): the user's email notification choices. */
  notificationSettings?: { alerts: boolean; alertssub: boolean; subscribe: boolean };
}

/** A follower/following card. */
export interface UserCard {
  username: string;
  name: string;
  avatar: string;
  description: string;
  numStoriesPublished: number;
  numFollowers: number;
  following: boolean;
}

export interface UsersPage {
  users: UserCard[];
  total: number;
  nextUrl: string | null;
}

/** What the profile page shows (one SSR load). */
export interface ProfilePageData {
  user: UserProfile;
  stories: StoriesPage;
  lists: ReadingList[];
}

export interface ProfileApi {
  /** The profile page's data: profile, first published stories (PROFILE_WORKS_PAGE), reading lists. */
  profile(username: string): Promise<ProfilePageData>;
  /** More of a user's published stories (`GET …/stories/published?offset=&limit=`). */
  works(username: string, page: { offset: number; limit: number }): Promise<StoriesPage>;
  /** Follow (`true`) or unfollow `target` as the viewer `username`. */
  follow(viewerUsername: string, target: string, follow: boolean, csrfToken: string | null): Promise<void>;
}

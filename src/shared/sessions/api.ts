/** The sessions settings section's part of the API contract (`/settings?section=sessions`). */

/** One signed-in session of the viewer. */
export interface SessionInfo {
  /** What the end button sends (not the session's secret id). */
  id: number;
  /** Browser and system, from the user agent ("Firefox on Windows"). */
  device: string;
  /** ISO dates. */
  signedInAt: string;
  lastSeenAt: string;
  /** The session of this request. */
  current: boolean;
}

export interface SessionsApi {
  /** The viewer's sessions, this one first then the most recently seen. */
  list: () => Promise<SessionInfo[]>;
  /** Ends one of the viewer's sessions (`current`: it was this one, now signed out). */
  end: (id: number, csrfToken: string) => Promise<{ current: boolean }>;
}

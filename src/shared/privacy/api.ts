/** Privacy opt-out (spec §3 Privacy setting, §7 ccpa calls). */
export interface CcpaSetting {
  optout: boolean;
}

export interface PrivacyApi {
  /** `GET /v5/users/{username}/privacy-settings/ccpa/` */
  getCcpa(username: string): Promise<CcpaSetting>;
  /** `PUT /v5/users/{username}/privacy-settings/ccpa/` body {optout} (a write: CSRF token). */
  putCcpa(username: string, optout: boolean, csrfToken: string | null): Promise<CcpaSetting>;
  /** A visitor's opt-out: `POST /privacy/do-not-sell` as JSON sets the `ccpa-oo` cookie. */
  optOutVisitor(csrfToken: string | null): Promise<CcpaSetting>;
  /** The do-not-sell page's choice: the viewer's stored one, or the visitor's `ccpa-oo` cookie. */
  getOptOut(): Promise<CcpaSetting>;
  /** The language picker: every language and the viewer's (or the `locale` cookie's) one. */
  getLanguages(): Promise<LanguageChoice>;
  /** The viewer's own data (`/settings/your-{product}-data?json=1`). */
  getOwnData(productName: string): Promise<OwnData>;
}

/** The user's own data (`/settings/your-{product}-data`, also as JSON with `json=1`). */
export interface OwnData {
  profile: {
    id: number;
    username: string;
    name: string;
    email: string | null;
    birthdate: string | null;
    pronouns: string | null;
    description: string;
    language: { id: number; name: string };
    verified_email: boolean;
    marketing_opt_in: boolean;
    ccpa_optout: boolean;
    createDate: string | null;
  };
  stories: { id: string; title: string; createDate: string | null; numParts: number; deleted: boolean }[];
  partsCount: number;
  lists: { id: number; name: string; createDate: string | null; stories: string[] }[];
  library: { id: string; title: string; addedDate: string | null }[];
  following: { username: string; since: string | null }[];
  followers: { username: string; since: string | null }[];
  votes: { partId: number; storyId: string; createDate: string | null }[];
  readingPositions: { storyId: string; partId: number; position: number; updateDate: string | null }[];
  /** The choices the account keeps (settings, content preferences, onboarding). */
  settings: {
    notifications: { alerts: boolean; alertssub: boolean; subscribe: boolean };
    content: { includeMature: boolean; blockedTags: string[] };
    /** The genres picked in onboarding (`/start`). */
    preferredGenres: string[];
    /** The writer journey's answers (null: never answered; a skipped question is null). */
    onboarding: {
      user_type: string | null;
      writer_stage: string | null;
      finished_story: string | null;
    } | null;
  };
}

/** A language of the picker (spec §3 Language: id, name, locale, code). */
export interface LanguageOption {
  id: number;
  name: string;
  nativeName: string;
  locale: string;
  code: string;
}

/** The languages of the picker and the one in use. */
export interface LanguageChoice {
  items: LanguageOption[];
  currentId: number;
}

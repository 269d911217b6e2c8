/** The signed-in user as the app sees them (null for a visitor). */
export interface Viewer {
  id: number;
  username: string;
  name: string;
  avatar: string;
  isSysAdmin: boolean;
  isStaff: boolean;
  /** Badges (spec §3 User: verified, staff, ambassador); absent counts as false. */
  isAmbassador?: boolean;
  isVerified?: boolean;
  isPremium: boolean;
  languageId: number;
}

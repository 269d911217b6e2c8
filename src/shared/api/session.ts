/** The signed-in user as the app sees them (null for a visitor). */
export interface Viewer {
  id: number;
  username: string;
  name: string;
  avatar: string;
  isSysAdmin: boolean;
  isStaff: boolean;
  isPremium: boolean;
  languageId: number;
}

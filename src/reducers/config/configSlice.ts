import { createSlice } from '@reduxjs/toolkit';

/** Site settings the server hands to the client (never secrets). */
export interface ConfigState {
  productName: string;
  /** '' = same origin; else the API host of a split deployment (API-COMPAT.md "Shapes"). */
  apiBase: string;
  /** Server time of the render (ms), so relative dates render the same on both sides. */
  renderedAt: number;
  /** Social sign-in that is configured (null/absent = its buttons are hidden). */
  googleClientId?: string | null;
  facebookAppId?: string | null;
  /**
   * A visitor's language (their `locale` cookie, reading-discovery §7 "language change"); null for
   * none. A signed-in viewer's own language is on the viewer.
   */
  languageId?: number | null;
}

const configSlice = createSlice({
  name: 'config',
  initialState: { productName: 'Storyloom', apiBase: '', renderedAt: 0 } as ConfigState,
  reducers: {},
});

export const configReducer = configSlice.reducer;
export const selectConfig = (s: { config: ConfigState }): ConfigState => s.config;

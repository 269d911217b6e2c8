/** The image appeal feature's public surface on the server: flagging (the admin CLI) and the placeholder rule. */
export { findFlaggedAmong, resolveAppeal, unflag, upsertFlag } from './imageAppealQueries';

/** The feature flags' public surface on the server (docs/architecture.md "Server features"). */
export {
  evaluateFlags,
  getFlags,
  loadFlagRows,
  memoryFlagsCache,
  redisFlagsCache,
  type FlagsCache,
} from './flagsService';

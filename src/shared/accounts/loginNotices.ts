/**
 * The texts the log-in and forgot pages show from their address (`?msg=`, `?notice=`): only our
 * own messages (issue 25 §10: accounts, recovery, privacy, settings, social), so a link cannot put any sentence in an official-looking alert.
 */
import { flatMap } from '../common/arrays';
import { accountMessages } from '../privacy/accountMessages';
import { recoveryMessages } from '../recovery/messages';
import { settingsMessages } from '../settings/messages';
import { socialMessages, withProvider } from '../social/messages';
import { accountsMessages } from './messages';

const texts = (messages: object): string[] =>
  Object.values(messages).filter((v): v is string => typeof v === 'string');

let known: Set<string> | null = null;
const knownTexts = (): Set<string> => {
  known ??= new Set(
    flatMap(
      flatMap([accountMessages, recoveryMessages, settingsMessages, accountsMessages, socialMessages], texts),
      (t) => [t, withProvider(t, 'google'), withProvider(t, 'facebook')],
    ),
  );
  return known;
};

/** `text` when it is one of our messages, else undefined (shown as nothing). */
export const knownNotice = (text: string | undefined): string | undefined =>
  text !== undefined && knownTexts().has(text) ? text : undefined;

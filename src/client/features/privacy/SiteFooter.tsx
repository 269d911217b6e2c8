import { useSelector } from 'react-redux';
import { selectConfig } from '../../../reducers/config/configSlice';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { selectViewer } from '../../../reducers/session/sessionSlice';
import {
  CLOSE_ACCOUNT_PATH,
  footerMessages as m,
  ownDataPath,
  PREMIUM_PATH,
  PRIVACY_POLICY_PATH,
  TERMS_PATH,
  WRITER_JOURNEY_PATH,
} from '../../../shared/common/footerMessages';
import { DO_NOT_SELL_PATH } from '../../../shared/privacy/validation';

/**
 * The footer's links: our terms, privacy policy, Premium and help pages, the opt-out page and the
 * language picker (which comes back to this page once saved); for a signed-in reader also their
 * own data, closing the account and the writer journey. Plain links: every one is a page the
 * server renders, JavaScript or not.
 */
export function SiteFooterLinks({ className }: { className?: string }) {
  const { path, search } = useSelector(selectRouter);
  const viewer = useSelector(selectViewer);
  const { productName } = useSelector(selectConfig);
  const here = encodeURIComponent(path + search);
  return (
    <nav className={className} aria-label="Footer">
      <a href={TERMS_PATH}>{m.terms}</a>
      <a href={PRIVACY_POLICY_PATH}>{m.privacy}</a>
      <a href={PREMIUM_PATH}>{m.premium}</a>
      <a href="/help">{m.help}</a>
      <a href={DO_NOT_SELL_PATH}>{m.doNotSell}</a>
      <a href={`/language?nextUrl=${here}`}>{m.language}</a>
      {viewer && (
        <>
          <a href={ownDataPath(productName)}>{m.ownData}</a>
          <a href={WRITER_JOURNEY_PATH}>{m.writerJourney}</a>
          <a href={CLOSE_ACCOUNT_PATH}>{m.closeAccount}</a>
        </>
      )}
    </nav>
  );
}

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
 * own data, the writer journey and closing the account. Plain links: every one is a page the
 * server renders, JavaScript or not. (A list of pairs: the footer is in the first-load bundle.)
 */
export function SiteFooterLinks({ className }: { className?: string }) {
  const { path, search } = useSelector(selectRouter);
  const viewer = useSelector(selectViewer);
  const { productName } = useSelector(selectConfig);
  const links: [string, string][] = [
    [TERMS_PATH, m.terms],
    [PRIVACY_POLICY_PATH, m.privacy],
    [PREMIUM_PATH, m.premium],
    ['/help', m.help],
    // The copyright notice (writing-paid-content §2), where a rights holder looks for it.
    ['/help/dmca', 'DMCA notice'],
    [DO_NOT_SELL_PATH, m.doNotSell],
    [`/language?nextUrl=${encodeURIComponent(path + search)}`, m.language],
  ];
  if (viewer)
    links.push(
      [ownDataPath(productName), m.ownData],
      [WRITER_JOURNEY_PATH, m.writerJourney],
      [CLOSE_ACCOUNT_PATH, m.closeAccount],
    );
  return (
    <nav className={className} aria-label="Footer">
      {links.map(([href, label]) => (
        <a key={label} href={href}>
          {label}
        </a>
      ))}
    </nav>
  );
}

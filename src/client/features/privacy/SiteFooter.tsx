import { useSelector } from 'react-redux';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { footerMessages as m } from '../../../shared/common/footerMessages';
import { DO_NOT_SELL_PATH } from '../../../shared/privacy/validation';

/**
 * The footer's links of the privacy and account feature: the opt-out page and the language picker
 * (which comes back to this page once saved). Plain links: both pages are server-rendered forms.
 */
export function SiteFooterLinks({ className }: { className?: string }) {
  const { path, search } = useSelector(selectRouter);
  const here = encodeURIComponent(path + search);
  return (
    <nav className={className} aria-label="Footer">
      <a href={DO_NOT_SELL_PATH}>{m.doNotSell}</a>
      <a href={`/language?nextUrl=${here}`}>{m.language}</a>
    </nav>
  );
}

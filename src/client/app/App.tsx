import { createElement, useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectPageTitle } from '../../reducers/pageTitle';
import { selectPage } from '../../reducers/router/routerSlice';
import { HeaderSearch } from '../features/search/HeaderSearch';
import { Link } from '../router/Link';
import styles from './App.module.css';
import { HeaderAccount } from './HeaderAccount';
import { VerifyEmailGate } from '../features/recovery/VerifyEmailGate';
import { ReverifyEmailGate } from '../features/reverification/ReverifyEmailGate';
import { GoogleOneTap } from '../features/social/GoogleOneTap';
import { ReportGate } from '../features/reports/ReportGate';
import { SafetyGate } from '../features/safety/SafetyGate';
import { getLoadedPage } from './pages';
import { deferred } from './Deferred';

/** The footer's links, plain links: their code (out of the first load) loads and hydrates when idle. */
const SiteFooterLinks = deferred(
  () =>
    import(/* webpackChunkName: "site-footer" */ '../features/privacy/SiteFooter').then(
      (m) => m.SiteFooterLinks,
    ),
  { when: 'idle', holdClicks: false },
);

export function App({ productName }: { productName: string }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link href="/home" className={styles.brand} aria-label={`${productName} home`}>
            {productName.slice(0, 5)}
            <span>{productName.slice(5)}</span>
          </Link>
          <nav className={styles.nav} aria-label="Main">
            <Link href="/home">Browse</Link>
          </nav>
          <HeaderAccount />
          <GoogleOneTap />
          <HeaderSearch />
        </div>
      </header>
      <main id="main" className={styles.main}>
        <CurrentPage />
      </main>
      <footer className={styles.footer}>
        <SiteFooterLinks className={styles.footerLinks} />© {productName}. Stories belong to their writers.
      </footer>
      <VerifyEmailGate />
      <ReverifyEmailGate />
      <ReportGate />
      <SafetyGate />
      <DocumentTitle productName={productName} />
    </>
  );
}

/**
 * Keeps the tab's title on the page shown (the server wrote the first; client navigation changes
 * it) and, after a navigation, announces the new page's title to screen readers, as a page load
 * would. The site's bare name (a page still loading its data) is not announced.
 */
function DocumentTitle({ productName }: { productName: string }) {
  const title = useSelector(selectPageTitle);
  const [announced, setAnnounced] = useState('');
  const shown = useRef(title);
  useEffect(() => {
    document.title = title;
    if (title !== shown.current && title !== productName) setAnnounced(title);
    shown.current = title;
  }, [title, productName]);
  return (
    <p className="visually-hidden" aria-live="assertive" aria-atomic="true">
      {announced}
    </p>
  );
}

/** The page of the current route; its code was loaded before navigation (or hydration) reached it. */
function CurrentPage() {
  const page = useSelector(selectPage);
  const component = getLoadedPage(page);
  return component ? createElement(component) : <p role="status">Loading…</p>;
}

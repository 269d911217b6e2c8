import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectConfig } from '../../reducers/config/configSlice';

/**
 * "Now" for relative times ("5 minutes ago", new parts): the server's render time while hydrating
 * (so the browser's first render matches the server's HTML), then the browser's clock, refreshed
 * every minute while the page stays open.
 */
export function useNow(): number {
  const { renderedAt } = useSelector(selectConfig);
  const [now, setNow] = useState(() => renderedAt || Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const every = window.setInterval(tick, 60_000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(every);
    };
  }, []);
  return now;
}

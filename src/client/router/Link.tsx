import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from './navigation';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

const isPlainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** A real link (works without JavaScript) that navigates client-side when it can. */
export function Link({ href, onClick, target, ...rest }: Props) {
  return (
    <a
      href={href}
      target={target}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || !isPlainClick(e) || (target && target !== '_self')) return;
        const u = new URL(href, window.location.href);
        if (u.origin !== window.location.origin) return;
        e.preventDefault();
        void navigate(u.href);
      }}
      {...rest}
    />
  );
}

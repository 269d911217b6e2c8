import type { MouseEvent, ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { reportOpened, type ReportTarget } from '../../../shared/reports/api';
import { reportUrl } from '../../../shared/reports/routes';

/**
 * Every "Report" entry point: a link to the no-JavaScript report page that, once JavaScript runs,
 * opens the report modal instead (a modified click still opens the page).
 */
export function ReportLink({
  target,
  className,
  children,
}: {
  target: ReportTarget;
  className?: string;
  children: ReactNode;
}) {
  const dispatch = useDispatch();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    dispatch(reportOpened(target));
  };
  return (
    <a href={reportUrl(target)} className={className} onClick={onClick} rel="nofollow">
      {children}
    </a>
  );
}

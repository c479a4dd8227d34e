import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router-dom';
import { readyContractsAtom } from '../../features/areas';

const SHELL_TITLES: Record<string, string> = { '/faq': 'shell:faq.title', '/download': 'shell:download.title' };

/** The title of the page on screen, from the route that matches (for the top bar). */
export function usePageTitle(): string {
  const { t } = useTranslation();
  const contracts = useAtomValue(readyContractsAtom);
  const { pathname } = useLocation();
  const route = contracts
    .flatMap((c) => c.routes)
    .find((r) => matchPath({ path: r.path, end: true }, pathname));
  const key = route?.titleKey ?? SHELL_TITLES[pathname];
  return key ? t(key) : '';
}

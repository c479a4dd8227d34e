import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router-dom';
import { absentAreasAtom, areasAtom, readyContractsAtom } from '../../features/areas';

const SHELL_TITLES: Record<string, string> = { '/faq': 'shell:faq.title', '/download': 'shell:download.title', '/platform': 'shell:health.title' };

/**
 * The title of the page on screen (for the top bar): the matching route's, or while its area is
 * loading or unavailable, the label of the registry's navigation entry for that path (so
 * a hung remote leaves no blank title), or the name of an area the edition leaves out.
 */
export function usePageTitle(): string {
  const { t } = useTranslation();
  const contracts = useAtomValue(readyContractsAtom);
  const areas = useAtomValue(areasAtom);
  const absent = useAtomValue(absentAreasAtom);
  const { pathname } = useLocation();
  const matches = (path: string) => matchPath({ path, end: true }, pathname) !== null;
  const route = contracts.flatMap((c) => c.routes).find((r) => matches(r.path));
  const nav = route ? undefined : areas.flatMap((area) => area.entry.nav ?? []).find((item) => [item.path, ...(item.activeFor ?? [])].some(matches));
  // An area the edition leaves out: its name, over the page that says it is not included.
  const left = route || nav ? undefined : absent.find((area) => area.paths.some(matches));
  const key = route?.titleKey ?? SHELL_TITLES[pathname] ?? nav?.labelKey ?? (left && `shell:nav.areas.${left.name.replace(/^mfe_/, '')}`);
  return key ? t(key, { defaultValue: '' }) : '';
}

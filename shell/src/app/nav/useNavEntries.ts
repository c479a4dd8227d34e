import { useMemo } from 'react';
import { CloudDownloadOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { matchPath, useLocation } from 'react-router-dom';
import { isNavVisible, type NavEntry } from 'shared-core';
import { readyContractsAtom } from '../../features/areas';
import { useAccessContext } from '../useAccessContext';

/** The shell's own rail entries (spec 000 section 2): viewer download and FAQ. */
const SHELL_ENTRIES: NavEntry[] = [
  { id: 'download', labelKey: 'shell:nav.download', icon: CloudDownloadOutlined, order: 60, path: '/download', visibility: 'viewerDownload' },
  { id: 'faq', labelKey: 'shell:nav.faq', icon: QuestionCircleOutlined, order: 70, path: '/faq', visibility: 'always' },
];

/** Rail entries of the loaded remotes and the shell, visible to this user, in order; and the active one. */
export function useNavEntries(): { entries: NavEntry[]; activeId: string | undefined } {
  const contracts = useAtomValue(readyContractsAtom);
  const { ctx } = useAccessContext();
  const { pathname } = useLocation();
  return useMemo(() => {
    const entries = [...contracts.flatMap((c) => c.nav), ...SHELL_ENTRIES]
      .filter((entry) => isNavVisible(entry.visibility, ctx))
      .sort((a, b) => a.order - b.order);
    const active = entries.find((entry) =>
      [entry.path, ...(entry.activeFor ?? [])].some((pattern) => matchPath({ path: pattern, end: true }, pathname)),
    );
    return { entries, activeId: active?.id };
  }, [contracts, ctx, pathname]);
}

import { useMemo } from 'react';
import type { ComponentType } from 'react';
import {
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  CloudDownloadOutlined,
  DashboardOutlined,
  PictureOutlined,
  QuestionCircleOutlined,
  ShopOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { matchPath, useLocation } from 'react-router-dom';
import { isNavVisible, type NavEntry, type RegistryNavEntry } from 'shared-core';
import { areasAtom, type AreaState } from '../../features/areas';
import { useAccessContext } from '../useAccessContext';

/** The shell's own rail entries (spec 000 section 2): viewer download and FAQ; for staff, the platform's health. */
const SHELL_ENTRIES: NavEntry[] = [
  { id: 'download', labelKey: 'shell:nav.download', icon: CloudDownloadOutlined, order: 60, path: '/download', visibility: 'viewerDownload' },
  { id: 'faq', labelKey: 'shell:nav.faq', icon: QuestionCircleOutlined, order: 70, path: '/faq', visibility: 'always' },
  { id: 'platform', labelKey: 'shell:nav.platformHealth', icon: DashboardOutlined, order: 80, path: '/platform', visibility: 'staff' },
];

/** Icons a registry's rail entry may name (composed from the remotes' contracts, tooling/registry.mjs); an unknown name gets the generic one. */
const REGISTRY_ICONS: Record<string, ComponentType> = {
  ApartmentOutlined,
  ApiOutlined,
  PictureOutlined,
  ShopOutlined,
  VideoCameraOutlined,
};

function fromRegistry(entry: RegistryNavEntry): NavEntry {
  return { ...entry, icon: REGISTRY_ICONS[entry.icon] ?? AppstoreOutlined };
}

/**
 * An area's rail entries: its contract's once loaded; before that (or when it failed to load,
 * where the entry leads to the area's fallback) the ones its registry entry announces, so the
 * rail holds every entry from the first frame and does not jump when contracts arrive.
 */
export function areaNavEntries(area: AreaState): NavEntry[] {
  return area.status === 'ready' ? area.contract.nav : (area.entry.nav ?? []).map(fromRegistry);
}

/** Rail entries of the brand's areas and the shell, visible to this user, in order; and the active one. */
export function useNavEntries(): { entries: NavEntry[]; activeId: string | undefined } {
  const areas = useAtomValue(areasAtom);
  const { ctx } = useAccessContext();
  const { pathname } = useLocation();
  return useMemo(() => {
    const entries = [...areas.flatMap(areaNavEntries), ...SHELL_ENTRIES]
      .filter((entry) => isNavVisible(entry.visibility, ctx))
      .sort((a, b) => a.order - b.order);
    const active = entries.find((entry) =>
      [entry.path, ...(entry.activeFor ?? [])].some((pattern) => matchPath({ path: pattern, end: true }, pathname)),
    );
    return { entries, activeId: active?.id };
  }, [areas, ctx, pathname]);
}

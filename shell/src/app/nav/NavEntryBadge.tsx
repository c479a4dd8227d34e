import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NavBadgeHook } from 'shared-core';

/**
 * The dot of a rail entry whose area computes a badge (NavEntry.useBadge). A component of its
 * own, rendered only for entries that have a badge, so the area's hook is always called in the
 * same place (React's rules of hooks) whatever the other entries do.
 */
export function NavEntryBadge({ useBadge }: { useBadge: NavBadgeHook }) {
  const { t } = useTranslation();
  const badge = useBadge();
  if (!badge) return null;
  return (
    <Badge
      status="error"
      data-testid="nav-badge"
      aria-label={t(badge.labelKey)}
      title={t(badge.labelKey)}
      style={{ marginInlineStart: 8 }}
    />
  );
}

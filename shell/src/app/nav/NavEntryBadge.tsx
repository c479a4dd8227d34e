import { createElement, type ComponentType } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NavBadgeHook } from 'shared-core';

/**
 * The icon of a rail entry whose area computes a badge (NavEntry.useBadge), with a red dot on
 * its corner while the badge is on: on the icon, so it shows in the collapsed rail too. A
 * component of its own, rendered only for entries that have a badge, so the area's hook is
 * always called in the same place (React's rules of hooks) whatever the other entries do.
 * antd's Menu hands the icon its class (`className`).
 */
export function NavEntryBadge({ icon, useBadge, className }: { icon: ComponentType; useBadge: NavBadgeHook; className?: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const badge = useBadge();
  return (
    <span className={className} style={{ position: 'relative', display: 'inline-flex' }}>
      {createElement(icon)}
      {badge && (
        <span
          data-testid="nav-badge"
          role="img"
          aria-label={t(badge.labelKey)}
          title={t(badge.labelKey)}
          style={{
            position: 'absolute',
            top: -3,
            insetInlineEnd: -4,
            width: 8,
            height: 8,
            borderRadius: '50%',
            background: token.colorError,
            boxShadow: '0 0 0 1.5px rgba(0, 0, 0, 0.45)',
          }}
        />
      )}
    </span>
  );
}

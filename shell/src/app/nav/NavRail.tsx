import { createElement } from 'react';
import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NavEntryBadge } from './NavEntryBadge';
import { useNavEntries } from './useNavEntries';

/** Left rail (hidden on phones): entries of the loaded areas, the active one highlighted, with the badges areas compute. */
export function NavRail({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { entries, activeId } = useNavEntries();
  return (
    <Menu
      theme="dark"
      mode="inline"
      aria-label={t('shell:nav.label')}
      selectedKeys={activeId ? [activeId] : []}
      items={entries.map((entry) => ({
        key: entry.id,
        icon: entry.useBadge ? <NavEntryBadge icon={entry.icon} useBadge={entry.useBadge} /> : createElement(entry.icon),
        label: (
          <a
            href={`#${entry.path}`}
            onClick={(event) => {
              // Ctrl, meta, alt or shift click opens a new tab (spec 000 section 2).
              if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
              event.preventDefault();
              navigate(entry.path);
              onNavigate?.();
            }}
          >
            {t(entry.labelKey)}
          </a>
        ),
      }))}
    />
  );
}

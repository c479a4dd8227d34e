import { useEffect } from 'react';
import { CloseOutlined, CloudDownloadOutlined } from '@ant-design/icons';
import { Button, Grid, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { brand } from 'shared-core';

/** One docked update notice: its text is already translated. */
export interface DockedNotice {
  id: string;
  text: string;
}

/** Clears the floating buttons' column on narrow screens (they sit 24 px from the edge, 40 px wide). */
const FLOATING_BUTTONS_CLEARANCE_PX = 80;

/**
 * Where the "camera update available" notices go (spec 001 section 2, global snackbars): not
 * over the page. With the full rail (large screens) they dock in the rail's empty bottom, where
 * they cover no card and stay until viewed or closed. Where the rail is collapsed or hidden
 * (tablets, phones) they dock as one line at the bottom left, level with the lowest floating
 * button and clear of their column, and go after `durationMs` like the other snackbars; nobody
 * has to close them to keep working.
 */
export function UpdateDock({
  notices,
  durationMs,
  className,
  onView,
  onClose,
}: {
  notices: readonly DockedNotice[];
  durationMs: number;
  className: string;
  onView: (id: string) => void;
  onClose: (id: string) => void;
}) {
  const { t } = useTranslation('shell');
  const screens = Grid.useBreakpoint();
  const inRail = screens.lg === true;

  useEffect(() => {
    if (inRail || !notices.length) return;
    const timers = notices.map((notice) => setTimeout(() => onClose(notice.id), durationMs));
    return () => timers.forEach(clearTimeout);
  }, [inRail, notices, durationMs, onClose]);

  if (!notices.length) return null;
  return (
    <div
      data-testid="update-dock"
      data-docked={inRail ? 'rail' : 'bottom'}
      className={className}
      style={{
        position: 'fixed',
        zIndex: 999,
        // Level with the floating buttons' bottom (24 px) where it sits beside them.
        insetBlockEnd: inRail ? 12 : 24,
        insetInlineStart: 12,
        ...(inRail ? { width: 196 } : { insetInlineEnd: FLOATING_BUTTONS_CLEARANCE_PX }),
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
      }}
    >
      {notices.map((notice) =>
        inRail ? (
          <div
            key={notice.id}
            role="status"
            style={{
              background: 'rgba(255, 255, 255, 0.08)',
              color: brand.theme.colorNavText,
              border: '1px solid rgba(255, 255, 255, 0.18)',
              borderRadius: 8,
              padding: '8px 10px',
              display: 'flex',
              gap: 8,
              alignItems: 'flex-start',
            }}
          >
            <CloudDownloadOutlined style={{ marginTop: 4 }} aria-hidden />
            <div style={{ flex: '1 1 auto', minWidth: 0 }}>
              <Typography.Text style={{ color: 'inherit', fontSize: 13, display: 'block', overflowWrap: 'anywhere' }}>{notice.text}</Typography.Text>
              <Button type="primary" size="small" style={{ marginTop: 6 }} onClick={() => onView(notice.id)}>
                {t('globalSnackbars.view')}
              </Button>
            </div>
            <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('common:close')} style={{ color: 'inherit' }} onClick={() => onClose(notice.id)} />
          </div>
        ) : (
          // Narrow screens: one line the height of a floating button, level with the lowest one.
          <div
            key={notice.id}
            role="status"
            title={notice.text}
            style={{
              background: brand.theme.colorNavBackground,
              color: brand.theme.colorNavText,
              borderRadius: 20,
              height: 40,
              padding: '0 4px 0 14px',
              boxShadow: '0 4px 12px rgba(0, 0, 0, 0.25)',
              display: 'flex',
              gap: 6,
              alignItems: 'center',
            }}
          >
            <CloudDownloadOutlined aria-hidden />
            <Typography.Text
              style={{ color: 'inherit', fontSize: 13, flex: '1 1 auto', minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
            >
              {notice.text}
            </Typography.Text>
            <Button type="primary" size="small" onClick={() => onView(notice.id)}>
              {t('globalSnackbars.view')}
            </Button>
            <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('common:close')} style={{ color: 'inherit' }} onClick={() => onClose(notice.id)} />
          </div>
        ),
      )}
    </div>
  );
}

import { useState, type CSSProperties } from 'react';
import { CommentOutlined, NotificationOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { FloatButton, Popover } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router-dom';
import { liveTasksAtom, reportRoutes } from 'shared-core';
import { useIsPhone } from 'shared-ui';
import { FeedbackDialog } from '../feedback';
import { lastSeenReleaseNote, markReleaseNotesSeen, ReleaseNotesDialog, unseenCount } from '../release-notes';
import { preloadTaskList, TaskListOnDemand } from '../tasks';
import { floatingPanelQueries } from './api/floatingPanelQueries';

/** antd's gap between the buttons of a FloatButton group (its `padding` token). */
const GROUP_GAP_PX = 16;
const BUTTON_COUNT = 3;

/**
 * Where the floating buttons sit and how much of the page they take. On phones each button is
 * drawn at 44 px, a whole touch target, and the group keeps closer to the edge, where a narrow
 * screen has no width to spare.
 */
export function floatingPanelGeometry(isPhone: boolean) {
  const size = isPhone ? 44 : 40;
  const inset = isPhone ? 8 : 24;
  const bottom = isPhone ? 16 : 24;
  return {
    size,
    inset,
    bottom,
    /**
     * The strip along the right edge the buttons stand in: the signed-in frame keeps the page out
     * of it, so no control ever scrolls under a button, at any scroll position.
     */
    gutter: inset + size,
    /** The height the buttons take at the bottom, with a margin: room below the page so its end is not beside them. */
    clearance: bottom + BUTTON_COUNT * size + (BUTTON_COUNT - 1) * GROUP_GAP_PX + 16,
  };
}

/** Whether the floating buttons are shown on this path: not on shared-report pages. */
function useShown(): boolean {
  return !matchPath(reportRoutes.sharedReport.path, useLocation().pathname);
}

/** The room the signed-in frame keeps free for the floating buttons: none where they are not shown. */
export function useFloatingPanelRoom(): { gutter: number; clearance: number } {
  const { gutter, clearance } = floatingPanelGeometry(useIsPhone());
  return useShown() ? { gutter, clearance } : { gutter: 0, clearance: 0 };
}

/**
 * Floating panel bottom right (spec 000 section 2): release notes with a badge for unseen
 * notes and feedback; the task progress list joins it with the live channel. Hidden on
 * shared-report pages.
 */
export function FloatingPanel() {
  const { t, i18n } = useTranslation('shell');
  const shown = useShown();
  const { inset, bottom, size } = floatingPanelGeometry(useIsPhone());
  // antd sizes a floating button from this variable (40 px); the frame's gutter is computed from the same size.
  const buttonStyle = { '--ant-float-btn-size': `${size}px` } as CSSProperties;
  const [open, setOpen] = useState<'feedback' | 'notes' | null>(null);
  const [lastSeen, setLastSeen] = useState(lastSeenReleaseNote);
  const running = Object.values(useAtomValue(liveTasksAtom)).filter((task) => task.phase === 'running').length;
  const notes = useQuery(floatingPanelQueries.releaseNotes(i18n.language));
  if (!shown) return null;
  const dates = Object.keys(notes.data ?? {}).sort();
  const unseen = unseenCount(dates, lastSeen);

  const openNotes = () => {
    setOpen('notes');
    const newest = dates.at(-1);
    if (newest) {
      markReleaseNotesSeen(newest);
      setLastSeen(newest);
    }
  };

  return (
    <>
      <FloatButton.Group shape="circle" style={{ insetInlineEnd: inset, bottom }}>
        <Popover trigger="click" placement="leftBottom" title={t('tasks.title')} content={<TaskListOnDemand />}>
          <FloatButton
            icon={<UnorderedListOutlined />}
            style={buttonStyle}
            aria-label={t('tasks.title')}
            badge={{ count: running, size: 'small' }}
            onMouseEnter={preloadTaskList}
            onFocus={preloadTaskList}
          />
        </Popover>
        <FloatButton
          icon={<NotificationOutlined />}
          style={buttonStyle}
          tooltip={t('releaseNotes.open')}
          aria-label={t('releaseNotes.open')}
          badge={{ count: unseen, size: 'small' }}
          onClick={openNotes}
          onMouseEnter={ReleaseNotesDialog.preload}
          onFocus={ReleaseNotesDialog.preload}
        />
        <FloatButton
          icon={<CommentOutlined />}
          style={buttonStyle}
          tooltip={t('feedback.open')}
          aria-label={t('feedback.open')}
          onClick={() => setOpen('feedback')}
          onMouseEnter={FeedbackDialog.preload}
          onFocus={FeedbackDialog.preload}
        />
      </FloatButton.Group>
      <FeedbackDialog.Component open={open === 'feedback'} onClose={() => setOpen(null)} />
      <ReleaseNotesDialog.Component open={open === 'notes'} onClose={() => setOpen(null)} notes={notes.data} error={notes.isError} />
    </>
  );
}

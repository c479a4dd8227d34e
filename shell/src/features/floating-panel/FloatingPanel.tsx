import { useState } from 'react';
import { CommentOutlined, NotificationOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { FloatButton, Popover } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router-dom';
import { liveTasksAtom, reportRoutes } from 'shared-core';
import { FeedbackDialog } from '../feedback';
import { lastSeenReleaseNote, markReleaseNotesSeen, ReleaseNotesDialog, unseenCount } from '../release-notes';
import { preloadTaskList, TaskListOnDemand } from '../tasks';
import { floatingPanelQueries } from './api/floatingPanelQueries';

/** The floating buttons' distance from the bottom edge. */
const FLOATING_PANEL_BOTTOM_PX = 24;
/**
 * The height the three floating buttons take at the bottom right, with their margin: the
 * signed-in frame leaves this much room below a page so its last controls can scroll clear of them.
 */
export const FLOATING_PANEL_CLEARANCE_PX = FLOATING_PANEL_BOTTOM_PX + 3 * 40 + 2 * 16 + 16;

/**
 * Floating panel bottom right (spec 000 section 2): release notes with a badge for unseen
 * notes and feedback; the task progress list joins it with the live channel. Hidden on
 * shared-report pages.
 */
export function FloatingPanel() {
  const { t, i18n } = useTranslation('shell');
  const { pathname } = useLocation();
  const [open, setOpen] = useState<'feedback' | 'notes' | null>(null);
  const [lastSeen, setLastSeen] = useState(lastSeenReleaseNote);
  const running = Object.values(useAtomValue(liveTasksAtom)).filter((task) => task.phase === 'running').length;
  const notes = useQuery(floatingPanelQueries.releaseNotes(i18n.language));
  if (matchPath(reportRoutes.sharedReport.path, pathname)) return null;
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
      <FloatButton.Group shape="circle" style={{ insetInlineEnd: 24, bottom: FLOATING_PANEL_BOTTOM_PX }}>
        <Popover trigger="click" placement="leftBottom" title={t('tasks.title')} content={<TaskListOnDemand />}>
          <FloatButton
            icon={<UnorderedListOutlined />}
            aria-label={t('tasks.title')}
            badge={{ count: running, size: 'small' }}
            onMouseEnter={preloadTaskList}
            onFocus={preloadTaskList}
          />
        </Popover>
        <FloatButton
          icon={<NotificationOutlined />}
          tooltip={t('releaseNotes.open')}
          aria-label={t('releaseNotes.open')}
          badge={{ count: unseen, size: 'small' }}
          onClick={openNotes}
          onMouseEnter={ReleaseNotesDialog.preload}
          onFocus={ReleaseNotesDialog.preload}
        />
        <FloatButton
          icon={<CommentOutlined />}
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

import { useState } from 'react';
import { CommentOutlined } from '@ant-design/icons';
import { FloatButton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { FeedbackDialog } from '../feedback';

/**
 * Floating panel bottom right (spec 000 section 2): feedback now; the task progress list, tips
 * and release notes join it in the shell issue. Hidden on shared-report pages.
 */
export function FloatingPanel() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  if (pathname.startsWith('/shared/reports/')) return null;
  return (
    <>
      <FloatButton.Group shape="circle" style={{ insetInlineEnd: 24, bottom: 24 }}>
        <FloatButton icon={<CommentOutlined />} tooltip={t('feedback.open')} aria-label={t('feedback.open')} onClick={() => setFeedbackOpen(true)} />
      </FloatButton.Group>
      <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
    </>
  );
}

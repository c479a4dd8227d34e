import type { ReactNode } from 'react';
import { CameraOutlined, PictureOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Wireless } from '../api/useFilterOptions';
import { cameraRoutes } from 'shared-core';

export function ListLoading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }} role="status">
      <Spin size="large" />
    </div>
  );
}

/** Below a phone's first cards while the rest of its page loads. */
export function ListRestLoading() {
  const { t } = useTranslation('snapshots');
  return (
    <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 12, padding: 24 }} role="status" data-testid="list-rest-loading">
      <Spin />
      <Typography.Text type="secondary">{t('list.loadingRest')}</Typography.Text>
    </div>
  );
}

/**
 * Below a phone's first cards when the rest of its page failed: the same texts and refresh as
 * {@link ListError}, as a line under the cards that stay, not a page-sized error.
 */
export function ListRestError({ detail, onRetry }: { detail: string; onRetry: () => void }) {
  const { t } = useTranslation('snapshots');
  return (
    <Alert
      type="error"
      showIcon
      title={t('list.undefinedError')}
      description={detail}
      action={
        <Button size="small" onClick={onRetry}>
          {t('list.refresh')}
        </Button>
      }
    />
  );
}

/** Load error: the undefined-error text, the detail and a refresh link (spec 000 section 2). */
export function ListError({ detail, onRetry }: { detail: string; onRetry: () => void }) {
  const { t } = useTranslation('snapshots');
  return (
    <Result
      status="error"
      title={t('list.undefinedError')}
      subTitle={detail}
      extra={
        <Button type="link" onClick={onRetry}>
          {t('list.refresh')}
        </Button>
      }
    />
  );
}

/**
 * A page past the end (`?page=9` of 6 pages, e.g. after deletions or an old link): the list
 * is not empty, this page is; offer the last page instead of the new-user guide.
 */
export function PageOutOfRange({ pageCount, onLastPage }: { pageCount: number; onLastPage: () => void }) {
  const { t } = useTranslation('snapshots');
  return (
    <Empty data-testid="page-out-of-range" description={t('list.pageOutOfRange', { pages: pageCount })} style={{ padding: 48 }}>
      <Button type="primary" onClick={onLastPage}>
        {t('list.lastPage', { page: pageCount })}
      </Button>
    </Empty>
  );
}

/** Nothing matches the filters: a hint and a button that clears them. */
function NoMatch({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation('snapshots');
  return (
    <Empty description={t('list.noMatch')} style={{ padding: 48 }}>
      <Button onClick={onReset}>{t('chips.clearAll')}</Button>
    </Empty>
  );
}

/** A card with an icon, a title, a lead text and numbered steps (phone width: one column). */
function GuideCard({ icon, title, lead, steps, action, testId }: { icon: ReactNode; title: string; lead: string; steps: string[]; action?: ReactNode; testId: string }) {
  return (
    <Card data-testid={testId} style={{ maxWidth: 640, margin: '24px auto' }}>
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <span style={{ fontSize: 32, color: 'var(--ant-color-primary, #1677ff)' }} aria-hidden>
          {icon}
        </span>
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {title}
          </Typography.Title>
          <Typography.Paragraph>{lead}</Typography.Paragraph>
          <ol style={{ paddingInlineStart: 20, marginBottom: action ? 16 : 0 }}>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {action}
        </div>
      </div>
    </Card>
  );
}

/** The account has no camera: how to pair one (spec 000 section 2, no devices -> help card). */
export function NoDevicesCard() {
  const { t } = useTranslation('snapshots');
  const navigate = useNavigate();
  return (
    <GuideCard
      testId="no-devices-card"
      icon={<CameraOutlined />}
      title={t('list.noDevices.title')}
      lead={t('list.noDevices.lead')}
      steps={[t('list.noDevices.step1'), t('list.noDevices.step2'), t('list.noDevices.step3')]}
      action={
        <Button type="primary" onClick={() => navigate(cameraRoutes.pair())}>
          {t('list.noDevices.goToCameras')}
        </Button>
      }
    />
  );
}

/**
 * Cameras but no snapshot yet: a short guide (spec 000 section 2), by what the cameras can do:
 * a camera with a wireless module uploads by itself; one without (its card says
 * "No wireless module") hands its files over a cable to the list's import.
 */
export function NoSnapshotsGuide({ wireless = 'all' }: { wireless?: Wireless }) {
  const { t } = useTranslation('snapshots');
  const action = t('import.button');
  const steps =
    wireless === 'none'
      ? [t('list.noSnapshots.step1'), t('list.noSnapshots.step2Cable'), t('list.noSnapshots.step3Cable', { action })]
      : [t('list.noSnapshots.step1'), t('list.noSnapshots.step2'), t('list.noSnapshots.step3'), ...(wireless === 'some' ? [t('list.noSnapshots.stepMixed', { action })] : [])];
  return (
    <GuideCard
      testId="no-snapshots-guide"
      icon={<PictureOutlined />}
      title={t('list.noSnapshots.title')}
      lead={t(wireless === 'none' ? 'list.noSnapshotsGuideCable' : 'list.noSnapshotsGuide')}
      steps={steps}
    />
  );
}

/**
 * An empty list: with filters set, a hint to clear them; otherwise the help card when the
 * account has no camera, or the short guide when it has cameras but no snapshot. While the
 * cameras load the spinner stays; if they cannot be read the guide shows.
 */
export function ListEmpty({
  filtered,
  onReset,
  hasDevices,
  devicesLoading,
  wireless,
}: {
  filtered: boolean;
  onReset: () => void;
  hasDevices?: boolean;
  devicesLoading?: boolean;
  wireless?: Wireless;
}) {
  if (filtered) return <NoMatch onReset={onReset} />;
  if (hasDevices === false) return <NoDevicesCard />;
  if (devicesLoading) return <ListLoading />;
  return <NoSnapshotsGuide wireless={wireless} />;
}

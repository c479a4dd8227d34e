import { useEffect, useMemo, useState } from 'react';
import { LinkOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Input, Pagination, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { camerasQueries, catalogueText, messageFor } from 'shared-core';
import { useIsPhone } from 'shared-ui';
import { useFollowFleetUpdates } from './api/useFleetUpdate';
import { CameraCard } from './components/CameraCard';
import { UpdateAll } from './components/UpdateAll';
import { CAMERA_PAGE_SIZE, CAMERA_SEARCH_DEBOUNCE_MS, cameraPage } from './state/cameraList';
import { productDescription } from './state/productDescription';
import { useDebouncedValue } from './state/useDebouncedValue';

export interface CameraListProps {
  /** Opens the pairing dialog; absent where pairing is not offered (desktop, demo accounts). */
  onPair?: () => void;
  /** A camera to bring forward (a global snackbar's View): searched for and outlined. */
  focusSerial?: string;
  /** The user may change cameras (nickname, update, remove): not a demo account. */
  canChange: boolean;
}

/**
 * The camera list (spec 001 sections 2 and 4): searchable (500 ms debounce), 20 cards a page,
 * active entries first and one entry per serial.
 */
export function CameraList({ onPair, focusSerial, canChange }: CameraListProps) {
  const { t, i18n } = useTranslation('cameras');
  const isPhone = useIsPhone();
  const list = useQuery(camerasQueries.list());
  const [searchText, setSearchText] = useState(focusSerial ?? '');
  const search = useDebouncedValue(searchText, CAMERA_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  useFollowFleetUpdates();

  useEffect(() => {
    if (focusSerial) setSearchText(focusSerial);
  }, [focusSerial]);
  useEffect(() => setPage(0), [search]);

  const language = i18n.language;
  // The language is a dependency: the descriptions searched are the ones shown in it.
  const view = useMemo(() => cameraPage(list.data ?? [], search, page, (device) => productDescription(device, i18n)), [list.data, search, page, i18n, language]);

  const pairButton = onPair && (
    <Button type="primary" icon={<LinkOutlined />} onClick={onPair}>
      {t('pair.open')}
    </Button>
  );

  let body;
  if (list.isPending) {
    body = (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }} role="status">
        <Spin size="large" />
      </div>
    );
  } else if (list.isError) {
    body = (
      <Result
        status="error"
        title={t('list.loadFailed')}
        subTitle={catalogueText(messageFor(list.error, 'listLoad'), t)}
        extra={<Button onClick={() => void list.refetch()}>{t('list.refresh')}</Button>}
      />
    );
  } else if (list.data.length === 0) {
    body = (
      <Empty data-testid="cameras-empty" description={t('list.empty')} style={{ padding: 48 }}>
        {pairButton}
      </Empty>
    );
  } else if (view.total === 0) {
    body = (
      <Empty description={t('list.noMatch', { search })} style={{ padding: 48 }}>
        <Button onClick={() => setSearchText('')}>{t('list.clearSearch')}</Button>
      </Empty>
    );
  } else {
    body = (
      <>
        <div
          data-testid="camera-grid"
          style={{
            display: 'grid',
            gap: 16,
            gridTemplateColumns: isPhone ? 'minmax(0, 1fr)' : 'repeat(auto-fill, minmax(min(100%, 520px), 1fr))',
            alignItems: 'start',
            opacity: list.isFetching && !list.isPending ? 0.85 : 1,
          }}
        >
          {view.items.map((device) => (
            <CameraCard key={device.serial} device={device} canChange={canChange} highlighted={device.serial === focusSerial} />
          ))}
        </div>
        {view.total > CAMERA_PAGE_SIZE && (
          <Pagination
            style={{ marginTop: 16, justifyContent: 'center' }}
            current={view.page + 1}
            pageSize={CAMERA_PAGE_SIZE}
            total={view.total}
            showSizeChanger={false}
            simple={isPhone}
            onChange={(next) => {
              setPage(next - 1);
              window.scrollTo({ top: 0 });
            }}
          />
        )}
      </>
    );
  }

  return (
    <div style={{ paddingBottom: isPhone ? 96 : 24 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', marginBottom: 16 }}>
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          aria-label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          style={{ flex: isPhone ? '1 1 100%' : '0 1 360px' }}
        />
        {list.isSuccess && list.data.length > 0 && (
          <Typography.Text type="secondary" data-testid="camera-count">
            {t('list.count', { count: view.total })}
          </Typography.Text>
        )}
        {/* The whole list, not the search's page: "Update all" means every camera. Demo users may not update. */}
        {canChange && list.isSuccess && <UpdateAll devices={list.data} />}
      </div>
      {body}
    </div>
  );
}

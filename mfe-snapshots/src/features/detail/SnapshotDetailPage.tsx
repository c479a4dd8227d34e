import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError, brand, claimsAtom, permissionsFor, platformAtom, type SnapshotDetail } from 'shared-core';
import { AreaPage, useIsPhone, useSnackbar } from 'shared-ui';
import { AnalysisPanel } from '../analysis';
import { detailQueries } from './api/detailQueries';
import { useDetailEdits } from './api/useDetailEdits';
import { AttachmentsSection } from './components/AttachmentsSection';
import { CommentEditor } from './components/CommentEditor';
import { ComponentsSection } from './components/ComponentsSection';
import { DeleteButton } from './components/DeleteButton';
import { DetailHeader } from './components/DetailHeader';
import { DetailLayout } from './components/DetailLayout';
import { DetailError, DetailLoading, DetailNotFound } from './components/DetailStates';
import { FixedToggle } from './components/FixedToggle';
import { HeatmapSection } from './components/HeatmapSection';
import { LocationSection } from './components/LocationSection';
import { NavigationButtons } from './components/NavigationButtons';
import { SideInfo } from './components/SideInfo';
import { SignalSection } from './components/SignalSection';
import { TagsEditor } from './components/TagsEditor';
import { useListContext } from './state/useListContext';
import { useNeighbours } from './state/useNeighbours';
import { useShrunkenThumbnail } from './state/useShrunkenThumbnail';

/** Route /snapshot/{id}: the snapshot detail (spec 000 section 2, "Snapshot detail"). */
/** The deployment's map tiles (`app/` passes them; without them the offline basemap). */
export interface SnapshotDetailPageProps {
  tileUrl?: string;
  tileAttribution?: string;
}

export function SnapshotDetailPage({ tileUrl, tileAttribution }: SnapshotDetailPageProps = {}) {
  const { t } = useTranslation('snapshots');
  const { id: rawId = '' } = useParams();
  const id = /^\d{1,10}$/.test(rawId) ? Number(rawId) : NaN;
  const list = useListContext();
  const detail = useQuery({ ...detailQueries.detail(id), enabled: Number.isFinite(id) });

  const body = () => {
    if (!Number.isFinite(id) || (detail.error instanceof ApiError && detail.error.status === 404)) {
      // The server names a file the user deleted; a copy loaded before it went knows its own.
      const fileName = (detail.error instanceof ApiError ? detail.error.fields.file_name?.[0] : undefined) ?? detail.data?.file_name;
      return <DetailNotFound fileName={fileName} id={rawId} homeHref={list.listHref} />;
    }
    if (detail.isError) return <DetailError detail={detail.error.message} onRetry={() => void detail.refetch()} homeHref={list.listHref} />;
    if (!detail.data) return <DetailLoading />;
    return (
      <div data-testid="snapshot-detail" data-snapshot-id={detail.data.id}>
        <DetailContent key={detail.data.id} snapshot={detail.data} list={list} tileUrl={tileUrl} tileAttribution={tileAttribution} />
      </div>
    );
  };
  return <AreaPage title={detail.data ? detail.data.label || t('detail.heading', { id }) : t('detail.title')}>{body()}</AreaPage>;
}

function DetailContent({ snapshot, list, tileUrl, tileAttribution }: { snapshot: SnapshotDetail; list: ReturnType<typeof useListContext> } & SnapshotDetailPageProps) {
  const { t } = useTranslation('snapshots');
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const isPhone = useIsPhone();
  const claims = useAtomValue(claimsAtom);
  const platform = useAtomValue(platformAtom);
  const isDemo = claims?.is_demo ?? false;
  const permissions = permissionsFor(claims);
  const edits = useDetailEdits(snapshot.id, permissions);
  const neighbours = useNeighbours(snapshot.id, list.filters, list.page);
  const [shrunken, setShrunken] = useShrunkenThumbnail();
  const nav = {
    homeHref: list.listHref,
    previousHref: neighbours.previous ? list.detailHref(neighbours.previous.id, neighbours.previous.page) : null,
    nextHref: neighbours.next ? list.detailHref(neighbours.next.id, neighbours.next.page) : null,
    starred: snapshot.starred,
    onToggleStar: () => void edits.setStarred(!snapshot.starred).catch(() => snackbar.error(t('detail.saveFailed'))),
  };

  // The sections depend on the snapshot, its edits and the user only: the same elements while
  // the neighbours or the list change, so React does not render them again.
  const canSaveComments = permissions.canSaveComments;
  const sections = useMemo(
    () => ({
      heatmap: <HeatmapSection snapshot={snapshot} edits={edits} />,
      info: <SideInfo snapshot={snapshot} onSaveLabel={edits.setLabel} />,
      fixed: <FixedToggle snapshot={snapshot} onSave={edits.setFixed} />,
      analysis: <AnalysisPanel snapshot={snapshot} isDemo={isDemo} onSaved={edits.accept} />,
      signal: <SignalSection snapshot={snapshot} />,
      tags: <TagsEditor tags={snapshot.tags} onSave={edits.setTags} />,
      comment: <CommentEditor comments={snapshot.comments} isDemo={!canSaveComments} onSave={edits.setComments} />,
      location: <LocationSection snapshot={snapshot} onSave={edits.setLocation} tileUrl={tileUrl} tileAttribution={tileAttribution} />,
      // Image attachments: UE edition, web only (spec 000 section 6).
      attachments: brand.capabilities.imageAttachments && platform === 'web' ? <AttachmentsSection id={snapshot.id} /> : undefined,
      components: <ComponentsSection snapshotId={snapshot.id} />,
    }),
    [snapshot, edits, isDemo, canSaveComments, platform, tileUrl, tileAttribution],
  );

  // Not for demo users (spec 000 section 6).
  const deleteButton = permissions.canDeleteSnapshots ? <DeleteButton onDelete={edits.remove} onDeleted={() => navigate(list.listHref)} /> : undefined;

  return (
    <DetailLayout
      isPhone={isPhone}
      shrunken={shrunken}
      parts={{
        header: ({ nav: navRef, onHelp }) =>
          isPhone ? (
            <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, marginBottom: 12 }}>
              <NavigationButtons ref={navRef} {...nav} compact />
              <Tooltip title={t('detail.help')}>
                <Button type="text" icon={<QuestionCircleOutlined />} aria-label={t('detail.help')} onClick={onHelp} />
              </Tooltip>
            </div>
          ) : (
            <DetailHeader
              {...nav}
              navRef={navRef}
              title={snapshot.label || t('detail.heading', { id: snapshot.id })}
              shrunken={shrunken}
              onToggleShrunken={() => setShrunken(!shrunken)}
              onHelp={onHelp}
              deleteButton={deleteButton}
            />
          ),
        ...sections,
        phoneDelete: deleteButton,
      }}
    />
  );
}

import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Pagination, Space } from 'antd';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError, claimsAtom, PAGE_SIZE, permissionsFor, useSnapshotTools, type SnapshotListItem } from 'shared-core';
import { AreaPage, useIsPhone } from 'shared-ui';
import { snapshotQueries } from './api/snapshotQueries';
import { useFilterOptions } from './api/useFilterOptions';
import { useSnapshotToggles } from './api/useSnapshotToggles';
import { BulkActions } from './components/BulkActions';
import { BulkDialogHost } from './components/BulkDialogHost';
import { FilterChips } from './components/FilterChips';
import { FilterToolbar } from './components/FilterToolbar';
import { LazyBulkDeleteDialog, LazyBulkDownloadDialog, LazyBulkEditDialog, LazyBulkTagDialog, ImportDialogOnDemand, preloadListDialogs } from './components/lazyDialogs';
import { ListEmpty, ListError, ListLoading, ListRestError, ListRestLoading, PageOutOfRange } from './components/ListStates';
import { SelectionBar } from './components/SelectionBar';
import { SnapshotGrid, type CardHandlers } from './components/SnapshotGrid';
import { useRenderType } from './components/TypeBadge';
import { VirtualSnapshotList } from './components/VirtualSnapshotList';
import { openBulkDialogAtom, type BulkDialogProps, type BulkDialogs } from './state/bulkDialogs';
import { groupsByDay, withDayHeadings, withoutHeadings } from './state/dayGroups';
import { activeChips, filtersToSearch, toListQuery } from '../list-filters';
import { selectedIdsAtom } from './state/selection';
import { useListState } from './state/useListState';
import { useRubberBand } from './state/useRubberBand';

/** What the list hands to the places dialog that `app/` plugs in (features do not import features). */
export interface PlacesSlotProps {
  open: boolean;
  onClose: () => void;
  onPickVisit: (visit: { clusterId: number; date: string }) => void;
  /** Open on this day's route (`YYYY-MM-DD`), as a date heading's route icon asks. */
  initialRouteDate?: string;
}

/** What the list hands to the route icon of a date heading that `app/` plugs in. */
export interface RouteIconSlotProps {
  day: string;
  onOpen: (day: string) => void;
}

export interface SnapshotListPageProps {
  renderPlaces?: (props: PlacesSlotProps) => ReactNode;
  renderRouteIcon?: (props: RouteIconSlotProps) => ReactNode;
  /**
   * The name of the place (location cluster id) the list is filtered to, for its chip: a hook
   * `app/` plugs in from the places feature (a chip reads "Place: Riverside Substation").
   */
  usePlaceName?: (clusterId: string | undefined) => string | undefined;
  /** Bulk dialogs `app/` registers (tag, edit; download and delete have built-in ones it may replace). */
  bulkDialogs?: BulkDialogs;
}

/** The bulk dialogs the list brings itself: the calls exist and the steps are simple. */
const BUILT_IN_DIALOGS: BulkDialogs = { tag: LazyBulkTagDialog, edit: LazyBulkEditDialog, download: LazyBulkDownloadDialog, delete: LazyBulkDeleteDialog };

/** The seconds an `ApiError` timeout names ("No answer within 30 s"). */
const secondsIn = (message: string) => /(\d+) s\b/.exec(message)?.[1] ?? '30';

const useNoPlaceName = (): string | undefined => undefined;

/** Home route: the snapshot list (spec 000 section 2, snapshot list). */
export function SnapshotListPage({ renderPlaces, renderRouteIcon, usePlaceName = useNoPlaceName, bulkDialogs }: SnapshotListPageProps) {
  const { t } = useTranslation('snapshots');
  const navigate = useNavigate();
  const isPhone = useIsPhone();
  const claims = useAtomValue(claimsAtom);
  const permissions = permissionsFor(claims);
  const tools = useSnapshotTools();
  const queryClient = useQueryClient();
  const choices = useFilterOptions();
  const openBulkDialog = useSetAtom(openBulkDialogAtom);
  const dialogs = useMemo(() => ({ ...BUILT_IN_DIALOGS, ...bulkDialogs }), [bulkDialogs]);
  const { filters, page, setFilters, setPage, reset } = useListState();
  const placeName = usePlaceName(filters.cluster);
  const pageSize = isPhone ? PAGE_SIZE.phone : PAGE_SIZE.desktop;
  const query = useMemo(() => toListQuery(filters, isPhone ? 0 : page, pageSize), [filters, page, pageSize, isPhone]);
  const list = useQuery(snapshotQueries.list(query));
  const { toggleStar, toggleFixed } = useSnapshotToggles();
  const [selected, setSelected] = useAtom(selectedIdsAtom);
  const [places, setPlaces] = useState<{ open: boolean; routeDate?: string }>({ open: false });
  const [importing, setImporting] = useState(false);
  const snapshots = useMemo(() => list.data?.results ?? [], [list.data]);
  const rowsPending = !!list.data?.rowsPending;
  const rows = useMemo(() => (groupsByDay(filters.sort) ? withDayHeadings(snapshots, rowsPending) : withoutHeadings(snapshots)), [snapshots, filters.sort, rowsPending]);

  const onSelect = useCallback(
    (id: number, on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [setSelected],
  );
  // The detail carries the list's filters and page so its previous and next follow this list.
  const detailSearch = useMemo(() => {
    const search = filtersToSearch(filters, isPhone ? 0 : page).toString();
    return search ? `?${search}` : '';
  }, [filters, page, isPhone]);
  const onOpen = useCallback(
    (snapshot: SnapshotListItem, event: MouseEvent) => {
      // Ctrl, meta, alt or shift click keeps the browser's new-tab behaviour (spec 000 section 2).
      if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || event.button === 1) return;
      event.preventDefault();
      navigate(`/snapshot/${snapshot.id}${detailSearch}`);
    },
    [navigate, detailSearch],
  );
  const areaRef = useRef<HTMLDivElement>(null);
  const band = useRubberBand(areaRef, (ids) => setSelected(new Set(ids)), !isPhone && permissions.canUseBulkMenus);
  const routeAction = useMemo(
    () =>
      renderPlaces && renderRouteIcon
        ? (day: string) => renderRouteIcon({ day, onOpen: (routeDate) => setPlaces({ open: true, routeDate }) })
        : undefined,
    [renderPlaces, renderRouteIcon],
  );
  const renderType = useRenderType();
  const handlers: CardHandlers = { selected, onSelect, onToggleStar: toggleStar, onToggleFixed: toggleFixed, onOpen, readOnly: !permissions.canUseBulkMenus, selectable: !isPhone, routeAction, detailSearch, renderType };
  const allOnPage = snapshots.length > 0 && snapshots.every((s) => selected.has(s.id));
  const someOnPage = snapshots.some((s) => selected.has(s.id));
  const selectedIds = useMemo(() => [...selected].sort((a, b) => a - b), [selected]);
  const selecting = selectedIds.length > 0 && permissions.canUseBulkMenus;
  useEffect(() => {
    if (selecting) preloadListDialogs();
  }, [selecting]);
  const setPageSelected = (on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const s of snapshots) if (on) next.add(s.id);
      else next.delete(s.id);
      return next;
    });
  const onBulkClosed: BulkDialogProps['onClose'] = (outcome) => {
    const removed = new Set(outcome?.removed ?? []);
    if (removed.size) setSelected((current) => new Set([...current].filter((id) => !removed.has(id))));
    if (outcome?.changed) void queryClient.invalidateQueries({ queryKey: snapshotQueries.lists() });
  };

  // A hung request ends with the client's timeout, an unreachable server with
  // status 0: both said in the user's language. Other failures show the server's detail.
  const errorDetail = (error: Error) => {
    if (!(error instanceof ApiError) || error.status !== 0) return error.message;
    return error.code === 'timeout' ? t('list.timeout', { seconds: secondsIn(error.message) }) : t('list.unreachable');
  };
  // A phone's head is shown while its whole page loads (snapshotQueries.list): the cards stay if that fails.
  const headOnly = isPhone && snapshots.length > 0 && rowsPending;
  const body = () => {
    if (list.isPending) return <ListLoading />;
    if (list.isError && !headOnly) return <ListError detail={errorDetail(list.error)} onRetry={() => void list.refetch()} />;
    const total = list.data?.count ?? 0;
    if (!snapshots.length && total > 0 && !isPhone) {
      const pageCount = Math.ceil(total / pageSize);
      return (
        <PageOutOfRange
          pageCount={pageCount}
          onLastPage={() => {
            setPage(pageCount - 1);
            window.scrollTo({ top: 0 });
          }}
        />
      );
    }
    if (!snapshots.length)
      return <ListEmpty filtered={activeChips(filters).length > 0} onReset={reset} hasDevices={choices.hasDevices} devicesLoading={choices.camerasLoading} wireless={choices.wireless} />;
    if (!isPhone) return <SnapshotGrid rows={rows} handlers={handlers} />;
    return (
      <>
        <VirtualSnapshotList rows={rows} handlers={handlers} />
        {headOnly && list.isError && <ListRestError detail={errorDetail(list.error)} onRetry={() => void list.refetch()} />}
        {headOnly && !list.isError && snapshots.length < total && <ListRestLoading />}
      </>
    );
  };

  return (
    <AreaPage title={t('list.title')}>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <FilterToolbar
          filters={filters}
          onChange={setFilters}
          onOpenPlaces={renderPlaces ? () => setPlaces({ open: true }) : undefined}
          onOpenImport={permissions.canUseBulkMenus ? () => setImporting(true) : undefined}
          choices={choices}
        />
        <FilterChips filters={filters} onChange={setFilters} onReset={reset} choices={choices} placeName={placeName} />
        {snapshots.length > 0 && (
          <SelectionBar
            selectAll={handlers.readOnly || isPhone || !tools.selectAll ? undefined : { checked: allOnPage, indeterminate: !allOnPage && someOnPage, onChange: setPageSelected }}
            selectedCount={selected.size}
            onClear={() => setSelected(new Set())}
            resultCount={list.data?.count ?? 0}
            actions={
              // Demo users get no bulk menus (spec 000 section 6); bulk dialogs are not for phones.
              permissions.canUseBulkMenus && !isPhone ? (
                <BulkActions
                  snapshotIds={selectedIds}
                  dialogs={dialogs}
                  canDelete={permissions.canBulkDelete}
                  onOpenDialog={openBulkDialog}
                  onClear={() => setSelected(new Set())}
                />
              ) : undefined
            }
          />
        )}
        <div ref={areaRef} style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms', minHeight: 200 }}>
          {body()}
        </div>
        {band && (
          <div
            data-testid="rubber-band"
            style={{
              position: 'fixed',
              left: band.left,
              top: band.top,
              width: band.right - band.left,
              height: band.bottom - band.top,
              border: '1px solid var(--ant-color-primary, #1677ff)',
              background: 'rgba(22, 119, 255, 0.12)',
              pointerEvents: 'none',
              zIndex: 20,
            }}
          />
        )}
        {!isPhone && (list.data?.count ?? 0) > pageSize && (
          <Pagination
            align="center"
            current={page + 1}
            pageSize={pageSize}
            total={list.data?.count ?? 0}
            showSizeChanger={false}
            onChange={(next) => {
              setPage(next - 1);
              window.scrollTo({ top: 0 });
            }}
          />
        )}
      </Space>
      {renderPlaces?.({
        open: places.open,
        initialRouteDate: places.routeDate,
        onClose: () => setPlaces({ open: false }),
        onPickVisit: ({ clusterId, date }) => setFilters({ cluster: String(clusterId), startDate: date, endDate: date }),
      })}
      {importing && <ImportDialogOnDemand onClose={() => setImporting(false)} />}
      {permissions.canUseBulkMenus && <BulkDialogHost dialogs={dialogs} snapshotIds={selectedIds} onClosed={onBulkClosed} />}
    </AreaPage>
  );
}

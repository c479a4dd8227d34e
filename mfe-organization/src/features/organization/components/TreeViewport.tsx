import { CompressOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip, theme } from 'antd';
import { useIsPhone } from 'shared-ui';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clampZoom, fitView, stepZoom, zoomAround, type TreeView } from '../state/zoom';

/** Elements a press must reach instead of starting a pan. */
const INTERACTIVE = 'button, a, input, textarea, select, [role="button"], [role="menuitem"], .ant-select, .ant-dropdown';
/** How far an arrow key pans, in px. */
const KEY_PAN = 40;

/**
 * A pannable, zoomable viewport: drag (mouse or one finger) pans, two fingers pinch, ctrl + wheel
 * or the buttons zoom by 0.1, the wheel pans, arrow keys pan when it has focus, and fit shows the
 * whole content. `fitKey` changing fits again (a different organization).
 */
export function TreeViewport({
  children,
  height,
  fitKey,
  extra,
  minFirstZoom,
}: {
  children: ReactNode;
  height: string;
  fitKey: unknown;
  extra?: ReactNode;
  /** The smallest zoom of the automatic first fit (the fit button always shows everything). */
  minFirstZoom?: number;
}) {
  const { t } = useTranslation('organization');
  const { token } = theme.useToken();
  const isPhone = useIsPhone();
  const viewportRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<TreeView>({ zoom: 1, x: 16, y: 16 });
  const viewRef = useRef(view);
  viewRef.current = view;
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ zoom: number; distance: number } | null>(null);

  const fit = useCallback((minZoom?: number) => {
    const viewport = viewportRef.current;
    const content = contentRef.current;
    if (!viewport || !content) return;
    setView(
      fitView(
        { width: content.offsetWidth, height: content.offsetHeight },
        { width: viewport.clientWidth, height: viewport.clientHeight },
        16,
        minZoom,
      ),
    );
  }, []);

  // Fit on first show and while the content still grows (invitations and fonts arrive after the
  // tree), until the user moves or zooms the view themselves.
  const touched = useRef(false);
  useLayoutEffect(() => {
    touched.current = false;
    fit(minFirstZoom);
    const content = contentRef.current;
    if (!content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (!touched.current) fit(minFirstZoom);
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, [fit, fitKey, minFirstZoom]);
  const change = useCallback((update: (v: TreeView) => TreeView) => {
    touched.current = true;
    setView(update);
  }, []);

  const zoomBy = (direction: 1 | -1) => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    change((v) => zoomAround(v, stepZoom(v.zoom, direction), { x: viewport.clientWidth / 2, y: viewport.clientHeight / 2 }));
  };

  // The wheel listener must not be passive, to keep the page from scrolling or zooming instead.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = viewport.getBoundingClientRect();
      if (event.ctrlKey || event.metaKey) {
        const direction = event.deltaY < 0 ? 1 : -1;
        change((v) => zoomAround(v, stepZoom(v.zoom, direction), { x: event.clientX - box.left, y: event.clientY - box.top }));
      } else {
        change((v) => ({ ...v, x: v.x - event.deltaX, y: v.y - event.deltaY }));
      }
    };
    viewport.addEventListener('wheel', onWheel, { passive: false });
    return () => viewport.removeEventListener('wheel', onWheel);
  }, [change]);

  const local = (event: React.PointerEvent) => {
    const box = viewportRef.current!.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return { distance: Math.hypot(a!.x - b!.x, a!.y - b!.y), mid: { x: (a!.x + b!.x) / 2, y: (a!.y + b!.y) / 2 } };
  };

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest(INTERACTIVE)) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, local(event));
    if (pointers.current.size === 2) pinch.current = { zoom: viewRef.current.zoom, distance: spread().distance };
  };
  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const point = local(event);
    if (pointers.current.size === 1) {
      pointers.current.set(event.pointerId, point);
      change((v) => ({ ...v, x: v.x + point.x - previous.x, y: v.y + point.y - previous.y }));
      return;
    }
    const before = spread();
    pointers.current.set(event.pointerId, point);
    const after = spread();
    const start = pinch.current;
    change((v) => {
      const moved = { ...v, x: v.x + after.mid.x - before.mid.x, y: v.y + after.mid.y - before.mid.y };
      if (!start || start.distance === 0) return moved;
      return zoomAround(moved, clampZoom((start.zoom * after.distance) / start.distance), after.mid);
    });
  };
  const onPointerEnd = (event: React.PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, [number, number]> = { ArrowLeft: [KEY_PAN, 0], ArrowRight: [-KEY_PAN, 0], ArrowUp: [0, KEY_PAN], ArrowDown: [0, -KEY_PAN] };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      change((v) => ({ ...v, x: v.x + move[0], y: v.y + move[1] }));
    } else if (event.key === '+' || event.key === '=') zoomBy(1);
    else if (event.key === '-') zoomBy(-1);
  };

  return (
    <div>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 8 }}>
        <Space.Compact>
          <Tooltip title={t('tree.zoomOut')}>
            <Button aria-label={t('tree.zoomOut')} icon={<ZoomOutOutlined />} onClick={() => zoomBy(-1)} />
          </Tooltip>
          <Button aria-label={t('tree.zoomLevel')} style={{ minWidth: 64, pointerEvents: 'none' }} tabIndex={-1}>
            <span data-testid="tree-zoom">{Math.round(view.zoom * 100)}%</span>
          </Button>
          <Tooltip title={t('tree.zoomIn')}>
            <Button aria-label={t('tree.zoomIn')} icon={<ZoomInOutlined />} onClick={() => zoomBy(1)} />
          </Tooltip>
        </Space.Compact>
        <Tooltip title={isPhone ? t('tree.fit') : undefined}>
          <Button
            icon={<CompressOutlined />}
            aria-label={t('tree.fit')}
            onClick={() => {
              touched.current = true;
              fit();
            }}
          >
            {!isPhone && t('tree.fit')}
          </Button>
        </Tooltip>
        {extra}
      </div>
      <div
        ref={viewportRef}
        role="region"
        aria-label={t('tree.label')}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onKeyDown={onKeyDown}
        style={{
          position: 'relative',
          height,
          minHeight: 320,
          overflow: 'hidden',
          touchAction: 'none',
          cursor: 'grab',
          background: token.colorFillQuaternary,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          outlineOffset: -2,
        }}
      >
        <div
          ref={contentRef}
          style={{
            position: 'absolute',
            left: 0,
            top: 0,
            width: 'max-content',
            transformOrigin: '0 0',
            transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom})`,
            cursor: 'auto',
          }}
        >
          {children}
        </div>
      </div>
    </div>
  );
}

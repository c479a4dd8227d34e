import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Card, Collapse, Tabs, Tour, type TourProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMediaQuery, useRevealStage, WIDE_MEDIA_QUERY } from 'shared-core';

/** The parts of the page, already built; the layout only places them. */
export interface DetailParts {
  header: (refs: { nav: React.Ref<HTMLDivElement>; onHelp: () => void }) => ReactNode;
  heatmap: ReactNode;
  info: ReactNode;
  fixed: ReactNode;
  analysis: ReactNode;
  signal: ReactNode;
  tags: ReactNode;
  comment: ReactNode;
  location: ReactNode;
  attachments?: ReactNode;
  /** The components the snapshot belongs to: the last row on desktop, in the detail tab on phones. */
  components?: ReactNode;
  /** Phones: the delete button, at the end of the detail tab (desktop has it in the header). */
  phoneDelete?: ReactNode;
}

/**
 * Desktop: heatmap beside the side info, then the analysis, the collapsible time signal, tags,
 * comment, location, attachments and components, with a help tour over the main parts. Phones:
 * the sections become tabs analysis, detail (with location, attachments and components), time,
 * tags, comment (spec 000 section 2).
 */
export function DetailLayout({ parts, isPhone, shrunken }: { parts: DetailParts; isPhone: boolean; shrunken: boolean }) {
  const { t } = useTranslation('snapshots');
  // The tour is mounted once asked for: closed, antd's Tour still measures its target after
  // every render and on every scroll (a forced layout in the first paint's task).
  const [tour, setTour] = useState<'unasked' | 'open' | 'closed'>('unasked');
  const tourElement = (steps: TourProps['steps']) =>
    tour === 'unasked' ? null : <Tour open={tour === 'open'} onClose={() => setTour('closed')} steps={steps} />;
  const nav = useRef<HTMLDivElement>(null);
  const heatmap = useRef<HTMLDivElement>(null);
  const info = useRef<HTMLDivElement>(null);
  const analysis = useRef<HTMLDivElement>(null);
  const tags = useRef<HTMLDivElement>(null);
  const comment = useRef<HTMLDivElement>(null);
  const header = parts.header({ nav, onHelp: () => setTour('open') });
  const wide = useMediaQuery(WIDE_MEDIA_QUERY);
  const stage = useRevealStage(isPhone ? 0 : BELOW_STAGES);
  // Columns of 24, side by side on wide screens only (antd's xs 24 / lg n).
  const cell = (lg: number): CSSProperties => ({ gridColumn: `span ${wide ? lg : 24}`, minWidth: 0 });

  if (isPhone) {
    // The tour points at the tabs: their contents are not on screen together.
    const phoneSteps: TourProps['steps'] = [
      { title: t('detail.tour.navTitle'), description: t('detail.tour.nav'), target: () => nav.current! },
      { title: t('detail.tour.analysisTitle'), description: `${t('detail.tour.heatmap')} ${t('detail.tour.analysis')}`, target: () => analysis.current! },
      { title: t('detail.tour.infoTitle'), description: t('detail.tour.info'), target: () => info.current! },
      { title: t('detail.tour.tagsTitle'), description: t('detail.tour.tags'), target: () => tags.current! },
      { title: t('detail.tour.commentTitle'), description: t('detail.tour.comment'), target: () => comment.current! },
    ];
    return (
      <div>
        {header}
        <Tabs
          items={[
            { key: 'analysis', label: <span ref={analysis}>{t('detail.tabs.analysis')}</span>, children: <Stack>{[parts.heatmap, parts.analysis]}</Stack> },
            {
              key: 'detail',
              label: <span ref={info}>{t('detail.tabs.detail')}</span>,
              children: <Stack>{[parts.info, parts.fixed, parts.location, parts.attachments, parts.components, parts.phoneDelete]}</Stack>,
            },
            { key: 'time', label: t('detail.tabs.time'), children: parts.signal },
            { key: 'tags', label: <span ref={tags}>{t('detail.tabs.tags')}</span>, children: parts.tags },
            { key: 'comment', label: <span ref={comment}>{t('detail.tabs.comment')}</span>, children: parts.comment },
          ]}
        />
        {tourElement(phoneSteps)}
      </div>
    );
  }

  const steps: TourProps['steps'] = [
    { title: t('detail.tour.navTitle'), description: t('detail.tour.nav'), target: () => nav.current! },
    { title: t('detail.tour.heatmapTitle'), description: t('detail.tour.heatmap'), target: () => heatmap.current! },
    { title: t('detail.tour.infoTitle'), description: t('detail.tour.info'), target: () => info.current! },
    { title: t('detail.tour.analysisTitle'), description: t('detail.tour.analysis'), target: () => analysis.current! },
    { title: t('detail.tour.tagsTitle'), description: t('detail.tour.tags'), target: () => tags.current! },
    { title: t('detail.tour.commentTitle'), description: t('detail.tour.comment'), target: () => comment.current! },
  ];

  return (
    <div>
      {header}
      <div style={GRID}>
        <div style={cell(shrunken ? 10 : 15)} ref={heatmap}>
          {parts.heatmap}
        </div>
        <div style={cell(shrunken ? 14 : 9)} ref={info}>
          <Card size="small" title={t('detail.sections.info')}>
            <Stack>{[parts.info, parts.fixed]}</Stack>
          </Card>
        </div>
      </div>
      {/* Below the first screen: rendered after it, a row group at a time (see useRevealStage). */}
      {stage >= 1 && (
        <div style={{ ...GRID, marginTop: 16 }}>
          <div style={cell(24)} ref={analysis}>
            {parts.analysis}
          </div>
          {stage >= 2 && (
            <>
              <div style={cell(24)}>
                <Collapse items={[{ key: 'signal', label: t('detail.sections.signal'), children: parts.signal }]} />
              </div>
              <div style={cell(12)} ref={tags}>
                <Card size="small" title={t('detail.sections.tags')}>
                  {parts.tags}
                </Card>
              </div>
              <div style={cell(12)} ref={comment}>
                <Card size="small" title={t('detail.sections.comment')}>
                  {parts.comment}
                </Card>
              </div>
            </>
          )}
          {stage >= 3 && (
            <>
              <div style={cell(parts.attachments ? 12 : 24)}>
                <Card size="small" title={t('detail.sections.location')}>
                  {parts.location}
                </Card>
              </div>
              {parts.attachments && (
                <div style={cell(12)}>
                  <Card size="small" title={t('detail.sections.attachments')}>
                    {parts.attachments}
                  </Card>
                </div>
              )}
              {parts.components && <div style={cell(24)}>{parts.components}</div>}
            </>
          )}
        </div>
      )}
      {tourElement(steps)}
    </div>
  );
}

/**
 * Row groups below the first screen, one commit each after it (shared-core `useRevealStage`):
 * the analysis; the signal, tags and comment; the location, attachments and components. Each
 * group comes below the ones before it, so nothing on screen moves when it comes.
 */
const BELOW_STAGES = 3;

/**
 * The desktop grid: 24 columns, 16 px apart, plain CSS. antd's Row and Col each listen to the
 * window's breakpoints and would render again as each section arrives.
 */
const GRID: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(24, minmax(0, 1fr))', gap: 16 };

function Stack({ children }: { children: ReactNode[] }) {
  return <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>{children.filter(Boolean).map((c, i) => <div key={i}>{c}</div>)}</div>;
}

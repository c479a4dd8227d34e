import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ComponentKind } from 'shared-core';
import { KIND_TYPE } from '../state/figures';

/** The analysis type a component follows ("Leak", "Partial discharge", "Mechanical"), or that it has none yet. */
export function KindTag({ kind }: { kind: ComponentKind | null }) {
  const { t } = useTranslation('reports');
  return (
    <Tag data-testid="component-kind" data-kind={kind ?? 'none'} variant="filled" style={{ marginInlineEnd: 0 }}>
      {kind ? t(`type.${KIND_TYPE[kind]}`) : t('components.kindNone')}
    </Tag>
  );
}

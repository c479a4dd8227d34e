import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerSettings } from 'shared-core';
import { figureFormat, type FigureFormat } from './figures';

/** The user's language, flow unit and leak size thresholds for a component's figures. */
export function useFigureFormat(): FigureFormat {
  const { t, i18n } = useTranslation('reports');
  const settings = useCustomerSettings().data;
  return useMemo(() => figureFormat(t, i18n.language, settings), [t, i18n.language, settings]);
}

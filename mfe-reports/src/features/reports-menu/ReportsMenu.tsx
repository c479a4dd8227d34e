import { lazy, Suspense, useEffect, useState } from 'react';
import { FileTextOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useIsPhone, useSnackbar } from 'shared-ui';
import { reportsQueries } from '../../api/reportsQueries';
import { CustomiseDialog } from '../customise';
import { ExcelDialog } from '../excel-export';
import { ReportGeneratorDialog } from '../report-generator';
import { scopeText, useReportScope } from '../report-scope';

type DialogId = 'generate' | 'excel' | 'customise' | 'summary';

// The summary dashboard (and its charts) loads when opened, never with the top bar.
const SummaryDialog = lazy(() => import('../summary'));

let handledCheckout = '';

/**
 * The reports menu in the top bar (spec 000 section 2): generate report, Excel export, customise
 * (paywall) and the summary; it works on the list's selection, or on the filtered list when
 * nothing is selected, and says which and how many. Back from the checkout it opens customise.
 */
export function ReportsMenu() {
  const { t, i18n } = useTranslation('reports');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const isPhone = useIsPhone();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);
  const [dialog, setDialog] = useState<DialogId | null>(null);
  const scope = useReportScope(menuOpen || dialog !== null);

  const checkout = new URLSearchParams(search).get('checkout');
  useEffect(() => {
    if (checkout !== 'success' && checkout !== 'cancel') return;
    // One return from the checkout is handled once, however many menus are on the page.
    if (handledCheckout === search) return;
    handledCheckout = search;
    void queryClient.invalidateQueries({ queryKey: reportsQueries.paymentTokens().queryKey });
    if (checkout === 'success') {
      snackbar.success(t('customise.bought'));
      setDialog('customise');
    } else snackbar.error(t('customise.cancelled'));
    const params = new URLSearchParams(search);
    params.delete('checkout');
    const rest = params.toString();
    navigate(`${pathname}${rest ? `?${rest}` : ''}`, { replace: true });
  }, [checkout, navigate, pathname, queryClient, search, snackbar, t]);

  const items: MenuProps['items'] = [
    { key: 'scope', label: scopeText(t, i18n.language, scope), disabled: true },
    { type: 'divider' },
    { key: 'generate', label: t('menu.generate'), onClick: () => setDialog('generate') },
    { key: 'excel', label: t('menu.excel'), onClick: () => setDialog('excel') },
    { key: 'customise', label: t('menu.customise'), onClick: () => setDialog('customise') },
    { key: 'summary', label: t('menu.summary'), onClick: () => setDialog('summary') },
    { type: 'divider' },
    { key: 'components', label: t('menu.components'), onClick: () => navigate('/components') },
  ];
  return (
    <>
      <Dropdown trigger={['click']} open={menuOpen} onOpenChange={setMenuOpen} menu={{ items, onClick: () => setMenuOpen(false) }}>
        <Button type="text" icon={<FileTextOutlined />} aria-label={t('menu.label')}>
          {isPhone ? null : t('menu.label')}
        </Button>
      </Dropdown>
      <ReportGeneratorDialog open={dialog === 'generate'} onClose={() => setDialog(null)} scope={scope} />
      <ExcelDialog open={dialog === 'excel'} onClose={() => setDialog(null)} scope={scope} />
      <CustomiseDialog open={dialog === 'customise'} onClose={() => setDialog(null)} />
      {dialog === 'summary' && (
        <Suspense fallback={null}>
          <SummaryDialog open onClose={() => setDialog(null)} scope={scope} />
        </Suspense>
      )}
    </>
  );
}

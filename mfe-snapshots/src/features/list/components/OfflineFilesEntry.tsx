import { useState } from 'react';
import { FolderOpenOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { claimsAtom, permissionsFor } from 'shared-core';
// The dialog (and its worker) load only when the entry is used: the top bar is on every page.
import { ImportDialogOnDemand } from './lazyDialogs';

/**
 * The top bar's offline files entry on desktop (spec 000 section 2), filling the shell's `topBar.offlineFiles` slot: it opens the list toolbar's
 * .nlz import dialog. Users who may not import (demo) get no entry. Closing after an import
 * refreshes the snapshot list.
 */
export function OfflineFilesEntry() {
  const { t } = useTranslation('snapshots');
  const claims = useAtomValue(claimsAtom);
  const [open, setOpen] = useState(false);
  if (!permissionsFor(claims).canUseBulkMenus) return null;
  return (
    <>
      <Tooltip title={t('import.offlineFiles')}>
        <Button type="text" icon={<FolderOpenOutlined />} aria-label={t('import.offlineFiles')} onClick={() => setOpen(true)} />
      </Tooltip>
      {open && <ImportDialogOnDemand onClose={() => setOpen(false)} />}
    </>
  );
}

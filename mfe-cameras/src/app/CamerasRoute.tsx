import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { useLocation, useSearchParams } from 'react-router-dom';
import { camerasQueries, claimsAtom, isDemo, PAIR_PARAM, platformAtom } from 'shared-core';
import { AreaPage } from 'shared-ui';
import { CameraList, useRefreshAfterPairing } from '../features/cameras';
import { PairDialog } from '../features/pairing';

/** Router state a link may carry to bring one camera forward (the shell's global snackbars). */
interface CamerasLocationState {
  camera?: string;
}

/**
 * Route /cameras: the camera list and the pairing dialog (web only, not for demo accounts,
 * spec 000 section 6). The dialog opens from the page's button, from `?pair=1` (the phone
 * menu's "Pair a camera"), and by itself when the account has no camera yet, which is where the
 * snapshot list's help card sends a new user ("Go to Cameras, choose Pair a camera").
 */
export function CamerasRoute() {
  const { t } = useTranslation('cameras');
  const platform = useAtomValue(platformAtom);
  const claims = useAtomValue(claimsAtom);
  const canChange = !isDemo(claims);
  const canPair = platform === 'web' && canChange;
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const stateCamera = (location.state as CamerasLocationState | null)?.camera;
  const [focusSerial, setFocusSerial] = useState<string | undefined>(stateCamera);
  const [open, setOpen] = useState(false);
  const refresh = useRefreshAfterPairing();
  const list = useQuery(camerasQueries.list());

  useEffect(() => setFocusSerial(stateCamera), [stateCamera]);

  const wantsPair = params.get(PAIR_PARAM) === '1';
  useEffect(() => {
    if (wantsPair && canPair) setOpen(true);
  }, [wantsPair, canPair]);

  const autoOpened = useRef(false);
  useEffect(() => {
    if (!canPair || autoOpened.current || !list.isSuccess) return;
    autoOpened.current = true;
    if (list.data.length === 0) setOpen(true);
  }, [canPair, list.isSuccess, list.data]);

  const close = useCallback(() => {
    setOpen(false);
    if (params.get(PAIR_PARAM) !== null) {
      const next = new URLSearchParams(params);
      next.delete(PAIR_PARAM);
      setParams(next, { replace: true });
    }
  }, [params, setParams]);

  const openPair = canPair ? () => setOpen(true) : undefined;
  return (
    <AreaPage
      title={t('page.title')}
      extra={
        openPair && (
          <Button type="primary" icon={<LinkOutlined />} onClick={openPair}>
            {t('pair.open')}
          </Button>
        )
      }
    >
      <CameraList onPair={openPair} focusSerial={focusSerial} canChange={canChange} />
      {canPair && <PairDialog open={open} onClose={close} onPaired={refresh} onShowCamera={setFocusSerial} />}
    </AreaPage>
  );
}

export default CamerasRoute;

import { useEffect, useReducer } from 'react';
import { Alert, Button, Form, Input, Modal, Result, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { devicesApi, PAIR_SERIAL_MAX_LENGTH, PAIR_TOKEN_LENGTH, type PairBody } from 'shared-core';
import { useIsPhone } from 'shared-ui';
import { normalSerial, normalToken, serialError, tokenError, type PairFields } from '../state/pairForm';
import { initialPairState, pairReducer, stepIndex } from '../state/pairMachine';
import { pairingErrorText } from '../state/pairingError';

export interface PairDialogProps {
  open: boolean;
  onClose: () => void;
  /** After a pairing: refresh what shows the new camera and its snapshots. */
  onPaired: (serial: string) => Promise<unknown> | void;
  /** "Show camera" on the done step. */
  onShowCamera?: (serial: string) => void;
}

/**
 * The camera pairing dialog (web; spec 001 sections 4, 5 and 8): serial and the 13-character
 * token the camera shows; step one checks the camera's status, step two shows not paired
 * (with Pair), already paired or cannot pair; then done.
 */
export function PairDialog({ open, onClose, onPaired, onShowCamera }: PairDialogProps) {
  const { t } = useTranslation('cameras');
  const isPhone = useIsPhone();
  const [form] = Form.useForm<PairFields>();
  const [state, dispatch] = useReducer(pairReducer, initialPairState);

  useEffect(() => {
    if (!open) return;
    dispatch({ type: 'reset' });
    form.resetFields();
  }, [open, form]);

  const body = (): PairBody => {
    const values = form.getFieldsValue();
    return { device_serial: normalSerial(values.serial ?? ''), device_totp_token: normalToken(values.token ?? '') };
  };

  const check = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    dispatch({ type: 'submit' });
    try {
      dispatch({ type: 'status', status: await devicesApi.pairStatus(body()) });
    } catch (error) {
      dispatch({ type: 'failed', error: pairingErrorText(error, t) });
    }
  };

  const pair = async () => {
    dispatch({ type: 'submit' });
    try {
      const answer = await devicesApi.pair(body());
      await onPaired(answer.serial);
      dispatch({ type: 'paired', serial: answer.serial });
    } catch (error) {
      dispatch({ type: 'failed', error: pairingErrorText(error, t) });
    }
  };

  const busy = state.step !== 'done' && state.busy;
  const error = state.step !== 'done' ? state.error : null;

  let footer;
  if (state.step === 'check') {
    footer = [
      <Button key="cancel" onClick={onClose}>
        {t('common:cancel')}
      </Button>,
      <Button key="check" type="primary" loading={busy} onClick={() => void check()}>
        {t('pairing.check')}
      </Button>,
    ];
  } else if (state.step === 'outcome') {
    footer = [
      <Button key="back" disabled={busy} onClick={() => dispatch({ type: 'back' })}>
        {t('pairing.back')}
      </Button>,
      state.outcome === 'notPaired' ? (
        <Button key="pair" type="primary" loading={busy} onClick={() => void pair()}>
          {t('pairing.pair')}
        </Button>
      ) : (
        <Button key="close" type="primary" onClick={onClose}>
          {t('common:close')}
        </Button>
      ),
    ];
  } else {
    footer = [
      <Button key="another" onClick={() => (dispatch({ type: 'reset' }), form.resetFields())}>
        {t('pairing.another')}
      </Button>,
      <Button
        key="show"
        type="primary"
        onClick={() => {
          onShowCamera?.(state.serial);
          onClose();
        }}
      >
        {t('pairing.showCamera')}
      </Button>,
    ];
  }

  return (
    <Modal
      open={open}
      title={t('pairing.title')}
      onCancel={onClose}
      footer={footer}
      width={isPhone ? '100%' : 520}
      style={isPhone ? { top: 8, maxWidth: 'calc(100vw - 16px)' } : undefined}
      mask={{ closable: !busy }}
    >
      <Steps
        size="small"
        current={stepIndex(state)}
        direction="horizontal"
        responsive={false}
        style={{ marginBottom: 16 }}
        items={[{ title: t('pairing.stepCheck') }, { title: t('pairing.stepPair') }, { title: t('pairing.stepDone') }]}
      />
      <div style={{ display: state.step === 'check' ? undefined : 'none' }}>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={() => void check()}>
        <Form.Item
          name="serial"
          label={t('pairing.serial')}
          extra={t('pairing.serialHint')}
          rules={[{ validator: (_, value: string | undefined) => { const key = serialError(value ?? ''); return key ? Promise.reject(new Error(t(`pairing.${key}`, { min: 3, max: PAIR_SERIAL_MAX_LENGTH }))) : Promise.resolve(); } }]}
        >
          <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={20} disabled={busy} />
        </Form.Item>
        <Form.Item
          name="token"
          label={t('pairing.token')}
          extra={t('pairing.tokenHint', { length: PAIR_TOKEN_LENGTH })}
          rules={[{ validator: (_, value: string | undefined) => { const key = tokenError(value ?? ''); return key ? Promise.reject(new Error(t(`pairing.${key}`, { length: PAIR_TOKEN_LENGTH }))) : Promise.resolve(); } }]}
        >
          <Input autoComplete="off" spellCheck={false} maxLength={20} disabled={busy} onPressEnter={() => void check()} />
        </Form.Item>
      </Form>
      </div>
      {state.step === 'outcome' && (
        <div data-testid="pair-outcome" data-outcome={state.outcome}>
          {state.outcome === 'notPaired' && <Alert type="info" showIcon title={t('pairing.notPaired', { serial: body().device_serial })} />}
          {state.outcome === 'alreadyPaired' && <Alert type="success" showIcon title={t('pairing.alreadyPaired', { serial: body().device_serial })} />}
          {state.outcome === 'cannotPair' && (
            <Alert
              type="warning"
              showIcon
              title={t('pairing.cannotPair', { serial: body().device_serial })}
              description={state.reason ? t(`common:errors.pairErr.${state.reason}`) : undefined}
            />
          )}
        </div>
      )}
      {state.step === 'done' && (
        <Result status="success" title={t('pairing.done', { serial: state.serial })} subTitle={t('pairing.doneHint')} style={{ padding: '8px 0' }} />
      )}
      {error && (
        <Alert type="error" showIcon role="alert" data-testid="pair-error" title={<Typography.Text style={{ whiteSpace: 'pre-line' }}>{error}</Typography.Text>} style={{ marginTop: 12 }} />
      )}
    </Modal>
  );
}

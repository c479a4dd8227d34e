import { useReducer } from 'react';
import { Modal, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Reseller } from 'shared-core';
import { useIsPhone } from 'shared-ui';
import { dialogReducer, DIALOG_STEPS, INITIAL_DIALOG_STATE } from '../state/dialogSteps';
import { CreateStep } from './CreateStep';
import { DoneStep } from './DoneStep';
import { EmailStep } from './EmailStep';

/**
 * The license-key dialog (spec 001 section 4): create, then e-mail, then done. `reseller` is
 * the live query answer, so the remaining count shown (and whether creating is possible)
 * follows every create without a reload.
 */
export function CreateKeyDialog({ reseller, onClose }: { reseller: Reseller; onClose: () => void }) {
  const { t } = useTranslation('reseller');
  const isPhone = useIsPhone();
  const [state, dispatch] = useReducer(dialogReducer, INITIAL_DIALOG_STATE);

  return (
    <Modal open title={t('dialog.title')} onCancel={onClose} footer={null} mask={{ closable: false }} destroyOnHidden width={isPhone ? '100%' : 560}>
      <Steps
        size="small"
        current={DIALOG_STEPS.indexOf(state.step)}
        status={state.step === 'done' ? 'finish' : 'process'}
        responsive={false}
        titlePlacement={isPhone ? 'vertical' : 'horizontal'}
        style={{ marginBottom: 20 }}
        items={DIALOG_STEPS.map((step) => ({ title: t(`dialog.steps.${step}`) }))}
      />
      {state.step === 'create' && <CreateStep reseller={reseller} onCreated={(key) => dispatch({ type: 'created', key })} onCancel={onClose} />}
      {state.step === 'email' && (
        <EmailStep
          reseller={reseller}
          licenseKey={state.key}
          onMailed={(to) => dispatch({ type: 'mailed', to })}
          onSkip={() => dispatch({ type: 'skipped' })}
        />
      )}
      {state.step === 'done' && (
        <DoneStep
          licenseKey={state.key}
          mailedTo={state.mailedTo}
          canCreateAnother={reseller.remaining_keys > 0}
          onCreateAnother={() => dispatch({ type: 'restart' })}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

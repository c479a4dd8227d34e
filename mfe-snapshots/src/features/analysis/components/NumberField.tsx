import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RuleMessage } from '../../input-rules';

export interface NumberFieldProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** The rule's message when the value may not be sent. */
  message?: RuleMessage | null;
  unit?: string;
  step?: number;
  disabled?: boolean;
}

/** A labelled number input that shows the rule message under it (spec 000 section 5). */
export function NumberField({ label, value, onChange, message, unit, step = 1, disabled }: NumberFieldProps) {
  const { t } = useTranslation('snapshots');
  return (
    <Form.Item label={label} validateStatus={message ? 'error' : undefined} help={message ? t(message.key, message.values ?? {}) : undefined} style={{ marginBottom: 12 }}>
      <InputNumber
        aria-label={label}
        value={Number.isFinite(value) ? value : null}
        step={step}
        disabled={disabled}
        suffix={unit}
        style={{ width: '100%' }}
        onChange={(next) => onChange(typeof next === 'number' ? next : Number.NaN)}
      />
    </Form.Item>
  );
}

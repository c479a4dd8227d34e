import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { PASSWORD_MIN_LENGTH } from 'shared-core';

/** New password: required and at least 8 characters (spec 000 section 5). */
export function newPasswordRules(t: TFunction): FormRule[] {
  return [
    { required: true, message: t('account.passwordRequired') },
    { min: PASSWORD_MIN_LENGTH, message: t('account.regPasswordShort', { min: PASSWORD_MIN_LENGTH }) },
  ];
}

/** Confirmation equal to the field `passwordField` (passwordsNotMatchingWarning). */
export function confirmRules(t: TFunction, passwordField: string): FormRule[] {
  return [
    { required: true, message: t('account.confirmRequired') },
    ({ getFieldValue }) => ({
      validator: (_rule, value) =>
        !value || getFieldValue(passwordField) === value
          ? Promise.resolve()
          : Promise.reject(new Error(t('account.passwordsNotMatchingWarning'))),
    }),
  ];
}

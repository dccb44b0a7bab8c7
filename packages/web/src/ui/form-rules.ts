import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** The generic required rule, with the translated message. */
export const requiredRule = (t: TFunction): FormRule[] => [{ required: true, message: t('common.required') }];

/** Required, and equal to the form's `password` field ("Password Inconsistency" otherwise). */
export const repeatPasswordRules = (t: TFunction): FormRule[] => [
  ...requiredRule(t),
  ({ getFieldValue }) => ({
    validator: (_, value) =>
      !value || value === getFieldValue('password')
        ? Promise.resolve()
        : Promise.reject(new Error(t('common.passwordMismatch'))),
  }),
];

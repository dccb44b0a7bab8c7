import { DEVICE_SETTINGS_LIMITS, type DeviceSettings } from '@iot/contract';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { ApiError } from '../../api/client';
import type { DeviceSettingsFields } from './api';

/** The form's values: switches as booleans; an empty override field is the platform default. */
export interface SettingsFormValues {
  autoRegister: boolean;
  logicEnable: boolean;
  /** Required by the form. */
  scanCycle: number;
  rateLimit: number | null;
  commandTimeoutSec: number | null;
  offlineTimeoutSec: number | null;
}
type FieldName = keyof SettingsFormValues;
const FIELDS: readonly FieldName[] = [
  'autoRegister',
  'logicEnable',
  'scanCycle',
  'rateLimit',
  'commandTimeoutSec',
  'offlineTimeoutSec',
];

export const toForm = (s: DeviceSettings): SettingsFormValues => ({
  autoRegister: s.autoRegister === 1,
  logicEnable: s.logicEnable === 1,
  scanCycle: s.scanCycle,
  rateLimit: s.rateLimit,
  commandTimeoutSec: s.commandTimeoutSec,
  offlineTimeoutSec: s.offlineTimeoutSec,
});

export const fromForm = (v: SettingsFormValues): DeviceSettingsFields => ({
  autoRegister: v.autoRegister ? 1 : 0,
  logicEnable: v.logicEnable ? 1 : 0,
  scanCycle: v.scanCycle,
  rateLimit: v.rateLimit ?? null,
  commandTimeoutSec: v.commandTimeoutSec ?? null,
  offlineTimeoutSec: v.offlineTimeoutSec ?? null,
});

type Limit = { min: number; max: number };
const within = (value: number, { min, max }: Limit) => Number.isInteger(value) && value >= min && value <= max;

/** The server's bounds, checked before sending: an empty field is left to the platform. */
export function wholeRule(t: TFunction, limit: Limit): FormRule {
  return {
    validator: (_, value: number | null | undefined) =>
      value == null || within(value, limit) ? Promise.resolve() : Promise.reject(new Error(t('wholeBetween', limit))),
  };
}

/** 0 (off) or within the offline timeout's bounds. */
export function offlineRule(t: TFunction): FormRule {
  const limit = DEVICE_SETTINGS_LIMITS.offlineTimeoutSec;
  return {
    validator: (_, value: number | null | undefined) =>
      value == null || value === 0 || within(value, limit)
        ? Promise.resolve()
        : Promise.reject(new Error(t('offlineRange', limit))),
  };
}

/** A refusal `field: reason` of the server, for the form field it names; null for anything else. */
export function settingsFieldError(error: unknown): { name: FieldName; errors: string[] } | null {
  if (!(error instanceof ApiError)) return null;
  const at = error.message.indexOf(': ');
  const name = error.message.slice(0, at) as FieldName;
  return at > 0 && FIELDS.includes(name) ? { name, errors: [error.message.slice(at + 2)] } : null;
}

import type { Bilingual } from './messages.js';

/** Verification-code timings (spec 4, 9) and fixed messages; zod-free so the console's first chunk stays small. */
export const CODE_RESEND_MS = 60_000;
export const CODE_LOCK_MS = 600_000;
export const CODE_TTL_MS = 5 * 60_000;
export const EMPTY_MENU_MESSAGE = {
  zh: '该帐户尚未配置角色权限,请联系管理员。',
  en: 'The account has not been configured with role permissions. Please contact the administrator.',
} as const satisfies Bilingual;

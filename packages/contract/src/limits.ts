/** Verification-code timings (spec 4, 9) and fixed messages; zod-free so the console's first chunk stays small. */
export const CODE_RESEND_MS = 60_000;
export const CODE_LOCK_MS = 600_000;
export const CODE_TTL_MS = 5 * 60_000;
export const EMPTY_MENU_MESSAGE = '该帐户尚未配置角色权限,请联系管理员。';

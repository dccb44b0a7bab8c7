import { z } from 'zod';

/** 0 phone, 1 e-mail. */
export const LogonType = z.coerce.number().int().min(0).max(1);

const account = z.string().trim().min(1).max(128);
const code = z.string().trim().min(1).max(16);

const PHONE = /^\+?[0-9]{6,20}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phone = z.string().trim().regex(PHONE, 'a phone number, digits only, 6 to 20');
/** A phone number or an e-mail address (accounts may be registered with either). */
const contact = z
  .string()
  .trim()
  .max(254)
  .refine((v) => PHONE.test(v) || EMAIL.test(v), 'a phone number or an e-mail address');

/** The contact field must match its logonType: a phone number for 0, an e-mail address for 1. */
function contactOfType(field: string) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const text = typeof value[field] === 'string' ? value[field] : '';
    const [pattern, message] = value.logonType === 1 ? [EMAIL, 'an e-mail address'] : [PHONE, 'a phone number'];
    if (!pattern.test(text)) ctx.addIssue({ code: 'custom', message, path: [field] });
  };
}

export const LoginRequest = z.object({
  phone: account,
  password: z.string().min(1).max(128),
  code: z.string().trim().max(16).optional(),
  uuid: z.string().max(64).optional(),
  domain: z.string().trim().max(253).optional(),
  /** Ask for a remember token (the console's "remember password"). */
  remember: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const RememberLogin = z.object({ rememberToken: z.string().min(16).max(256) });

/** `POST /login/demo2`: the demo domain, or the host the console is opened on when missing. */
export const DemoLogin = z.object({ domain: z.string().trim().max(253).optional() });

export interface LoginResult {
  token: string;
  rememberToken?: string;
  user: { id: number; nickName: string; userType: number; companyId: number };
}

export interface Captcha {
  img: string;
  uuid: string;
}

export const RegisterRequest = z
  .object({
    logonType: LogonType,
    mobile: account,
    username: z.string().trim().min(3).max(64),
    password: z.string().min(8, 'at least 8 characters').max(128),
    rePassword: z.string().min(1).max(128),
    companyName: z.string().trim().min(1).max(128),
    code,
    domain: z.string().max(253).optional(),
  })
  .superRefine(contactOfType('mobile'))
  .refine((r) => r.password === r.rePassword, { message: 'Password Inconsistency', path: ['rePassword'] });

export const DemoRequest = z
  .object({
    logonType: LogonType,
    name: z.string().trim().min(1).max(64),
    phone: account,
    company: z.string().trim().min(1).max(128),
    code,
  })
  .superRefine(contactOfType('phone'));

export const ForgetPassword = z.object({
  mobile: contact,
  code,
  password: z.string().min(8, 'at least 8 characters').max(128),
});
export const ForgetPasswordQuery = z.object({ domain: z.string().trim().max(253).optional() });

export const CodeQuery = z
  .object({ mobile: account, logonType: LogonType.default(0) })
  .superRefine(contactOfType('mobile'));
export const ForgetCodeQuery = z.object({ mobile: contact });

export const ChangeCodeQuery = z.object({ mobile: phone, password: z.string().min(1).max(128) });
export const ChangeMobileQuery = z.object({ mobile: phone, code });

export const CompanySearchQuery = z.object({
  key: z.string().trim().min(6, 'at least 6 characters').max(128),
  size: z.coerce.number().int().min(1).max(10).default(10),
  page: z.coerce.number().int().min(0).default(0),
});

/** What a verification code is for; 'forget' and 'change' lock further requests for CODE_LOCK_MS. */
export type CodePurpose = 'register' | 'demo' | 'forget' | 'change';

/** A message the platform sent (or would have sent): the platform administrator reads the outbox. */
export interface OutboxRecord {
  id: number;
  channel: 'sms' | 'email';
  target: string;
  subject: string;
  body: string;
  createdAt: number;
}

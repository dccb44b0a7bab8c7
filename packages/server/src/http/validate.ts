import { chineseMessage, ResultCode, type Bilingual } from '@iot/contract';
import { z } from 'zod';
import { AppError, fieldText } from './errors.js';
import { chineseReason } from './zod-chinese.js';

const zodChinese = z.locales.zhCN().localeError;
const zodEnglish = z.locales.en().localeError;

function localeText(map: typeof zodChinese, issue: z.core.$ZodIssue): string | undefined {
  const text = map(issue as Parameters<typeof map>[0]);
  return typeof text === 'string' ? text : text?.message;
}

/** Why an issue fails, in both languages: a schema's own message (written with `bi`) wins over zod's generic one. */
function reasonOf(issue: z.core.$ZodIssue | undefined): Bilingual {
  if (!issue) return { zh: '无效', en: 'invalid' };
  const { message } = issue;
  const custom = message !== localeText(zodEnglish, issue) ? chineseMessage(message) : undefined;
  return { zh: custom ?? chineseReason(issue) ?? localeText(zodChinese, issue) ?? message, en: message };
}

/** A failed parse: names the field, and says why in the request's language. */
export class ValidationError extends AppError {
  constructor(field: string, issue: z.core.$ZodIssue | undefined) {
    super(ResultCode.badRequest, fieldText(field, reasonOf(issue)));
  }
}

/** Parses with a contract schema; a failure names the field and the reason. */
export function parse<S extends z.ZodType>(schema: S, value: unknown, where = 'body'): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : where;
  throw new ValidationError(field, issue);
}

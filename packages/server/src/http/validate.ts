import { chineseMessage, ResultCode, type MessageLanguage } from '@iot/contract';
import { z } from 'zod';
import { AppError } from './errors.js';

const zodChinese = z.locales.zhCN().localeError;
const zodEnglish = z.locales.en().localeError;

function localeText(map: typeof zodChinese, issue: z.core.$ZodIssue): string | undefined {
  const text = map(issue as Parameters<typeof map>[0]);
  return typeof text === 'string' ? text : text?.message;
}

/** A failed parse: names the field, and says why in the request's language. */
export class ValidationError extends AppError {
  constructor(
    private readonly field: string,
    private readonly issue: z.core.$ZodIssue | undefined,
  ) {
    super(ResultCode.badRequest, `${field}: ${issue?.message ?? 'invalid'}`);
  }

  override textIn(language: MessageLanguage): string {
    if (language === 'en' || !this.issue) return this.message;
    const { message } = this.issue;
    // A schema's own message (written with `bi`) wins over zod's generic one.
    const custom = message !== localeText(zodEnglish, this.issue) ? chineseMessage(message) : undefined;
    return `${this.field}：${custom ?? localeText(zodChinese, this.issue) ?? message}`;
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

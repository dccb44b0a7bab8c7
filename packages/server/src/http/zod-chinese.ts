import type { z } from 'zod';

const TYPE_NAMES: Record<string, string> = {
  string: '字符串',
  number: '数字',
  int: '整数',
  bigint: '整数',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  date: '日期',
  file: '文件',
  null: '空值',
};
const UNITS: Record<string, string> = { string: '个字符', array: '项', set: '项', map: '项', file: '字节' };

/**
 * The reasons zod's own Chinese says half in English (`数值过小：期望 string >=1 字符`): the type and
 * the size limits. Undefined for the others, which zod's Chinese says well.
 */
export function chineseReason(issue: z.core.$ZodIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return `应为${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_small': {
      const { minimum: min, inclusive } = issue;
      const unit = UNITS[issue.origin];
      if (!unit) return inclusive ? `不能小于 ${min}` : `须大于 ${min}`;
      if (inclusive && Number(min) === 1) return '不能为空';
      return inclusive ? `至少 ${min} ${unit}` : `须多于 ${min} ${unit}`;
    }
    case 'too_big': {
      const { maximum: max, inclusive } = issue;
      const unit = UNITS[issue.origin];
      if (!unit) return inclusive ? `不能大于 ${max}` : `须小于 ${max}`;
      return inclusive ? `最多 ${max} ${unit}` : `须少于 ${max} ${unit}`;
    }
    default:
      return undefined;
  }
}

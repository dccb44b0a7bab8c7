import { ResultCode, type Bilingual, type MessageLanguage } from '@iot/contract';

/** Every text a client may see comes in both languages; a value (a count, an address) goes in both. */
export type ErrorText = Bilingual;

/**
 * An error the client may see: its code goes into the envelope and its text, in the request's
 * language, into `msg`. `message` keeps the English text for logs.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly text: ErrorText,
    readonly httpStatus: number = code >= 400 && code < 600 ? code : 401,
  ) {
    super(text.en);
  }

  textIn(language: MessageLanguage): string {
    return this.text[language];
  }
}

/** `field: reason` in both languages; the field keeps its wire name so a script can find it. */
export function fieldText(field: string, reason: Bilingual): Bilingual {
  return { zh: `${field}：${reason.zh}`, en: `${field}: ${reason.en}` };
}

/** The things a call may not find, by their English name (which the English answer shows). */
const NOUNS = {
  'alarm config': '报警配置',
  'alarm record': '报警记录',
  archive: '设备档案',
  camera: '摄像头',
  company: '公司',
  configFlow: '组态',
  'custom data': '自定义数据',
  department: '部门',
  device: '设备',
  component: '组件',
  'device picture': '设备图片',
  domain: '域名',
  file: '文件',
  follow: '跟进记录',
  image: '图片',
  'maintenance plan': '维保计划',
  'maintenance record': '维保记录',
  trigger: '触发器',
  picture: '图片',
  port: '端口',
  region: '行政区',
  repertory: '目录',
  report: '报表',
  'report template': '报表模板',
  resource: '资源',
  role: '角色',
  'slave station': '从站',
  symbol: '图元',
  template: '模板',
  user: '用户',
  variable: '变量',
  version: '版本',
  'vpn client': 'VPN 客户端',
} as const;
export type Noun = keyof typeof NOUNS;

export const badRequest = (text: ErrorText) => new AppError(ResultCode.badRequest, text);
export const forbidden = (text: ErrorText = { zh: '没有权限', en: 'permission denied' }) =>
  new AppError(ResultCode.forbidden, text);
/** `设备不存在` / `device not found`. */
export const notFound = (what: Noun = 'resource') =>
  new AppError(ResultCode.notFound, { zh: `${NOUNS[what]}不存在`, en: `${what} not found` });
export const sessionEnded = (
  text: ErrorText = { zh: '会话已结束，请重新登录', en: 'session ended, please log in again' },
) => new AppError(ResultCode.sessionEnded, text, 401);
export const tooMany = (text: ErrorText) => new AppError(ResultCode.tooMany, text);
/** `field: required`. */
export const required = (field: string) => fieldText(field, { zh: '必填', en: 'required' });

import { ResultCode, type Bilingual } from '@iot/contract';
import { AppError } from '../http/errors.js';
import { ProviderError } from './fetch-json.js';

/**
 * A provider's failure as the clear error the console shows ("the weather service did not answer in
 * time"); anything else passes through. 503: the platform works, the outside service does not.
 */
export function providerAppError(error: unknown, provider: Bilingual): unknown {
  if (!(error instanceof ProviderError)) return error;
  const text: Record<ProviderError['failure'], Bilingual> = {
    unreachable: { zh: `${provider.zh}无法连接`, en: `${provider.en} cannot be reached` },
    timeout: { zh: `${provider.zh}响应超时`, en: `${provider.en} did not answer in time` },
    garbage: { zh: `${provider.zh}返回了无法识别的数据`, en: `${provider.en} answered something unreadable` },
    refused: { zh: `${provider.zh}拒绝了请求`, en: `${provider.en} refused the request` },
  };
  const detail = error.failure === 'refused' ? `: ${error.message.slice('refused: '.length)}` : '';
  const chosen = text[error.failure];
  return new AppError(ResultCode.serverError, { zh: chosen.zh + detail, en: chosen.en + detail }, 503);
}

/** Not configured: an installation without the service's address or key. */
export const notConfigured = (provider: Bilingual) =>
  new AppError(ResultCode.serverError, { zh: `${provider.zh}未配置`, en: `${provider.en} is not configured` }, 503);

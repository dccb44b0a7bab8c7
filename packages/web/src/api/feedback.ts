import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

let messageApi: MessageInstance = message;

/** The app registers antd's context-aware message API; until then the static one is used. */
export function registerMessageApi(api: MessageInstance): void {
  messageApi = api;
}

export function showError(text: string): void {
  void messageApi.error(text);
}

export function showSuccess(text: string): void {
  void messageApi.success(text);
}

export function showWarning(text: string): void {
  void messageApi.warning(text);
}

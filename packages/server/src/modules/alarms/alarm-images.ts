import type { Ctx } from '../../context.js';
import { createImageStore } from '../../storage/images.js';

/** Follow-up images under `{data}/alarm-images`, served by `/alarmRecord/follow/image/{id}` (signed). */
export const createAlarmImageStore = (ctx: Ctx) =>
  createImageStore(ctx, 'alarm-images', 'alarmImageKey', '/admin/api/alarmRecord/follow/image');
export type AlarmImageStore = ReturnType<typeof createAlarmImageStore>;

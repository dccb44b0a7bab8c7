import { CameraCreate, CameraType, LIST_LIMIT } from '@iot/contract';
import type { Ctx } from '../../context.js';
import type { DemoWorld } from '../../demo-world.js';
import type { Services } from '../../services.js';

/** The demo clip the console itself serves (web/public/media/demo): moving video without internet. */
export const DEMO_STREAM = '/media/demo/index.m3u8';

/** Local videos of the demo companies on the demo clip, bound to their first gateways; once (`demoSeeded:cameras`). */
export async function seedCameraDemo(ctx: Ctx, services: Services, world: DemoWorld): Promise<void> {
  if (!(await world.claim('cameras'))) return;
  const devices = await services.devices.list(world.admin, { pageNum: 1, pageSize: LIST_LIMIT });
  const names = ['1号车间 Workshop 1', '泵房 Pump room', '大门 Main gate'];
  for (const [company, companyId] of Object.entries(world.companies)) {
    const own = devices.filter((d) => d.companyId === companyId);
    for (const [i, name] of names.slice(0, company === 'dealer' ? 3 : 2).entries()) {
      await services.cameras.registry.create(
        world.admin,
        CameraCreate.parse({
          channelName: name,
          type: CameraType.local,
          streamUrl: DEMO_STREAM,
          deviceId: own[i]?.id ?? null,
          remark: 'Demo stream',
          companyId,
        }),
      );
    }
  }
  ctx.log.info('demo cameras seeded');
}

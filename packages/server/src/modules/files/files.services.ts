import type { Ctx } from '../../context.js';
import type { DeviceService } from '../devices/devices.service.js';
import type { TenancyService } from '../tenancy/tenancy.service.js';
import { createDevicePictureService } from './device-pictures.service.js';
import { createLibraryService } from './library.service.js';

/** The file library and device pictures. */
export function createFileServices(
  ctx: Ctx,
  deps: { tenancy: Pick<TenancyService, 'companyInScope'>; devices: Pick<DeviceService, 'deviceInScope'> },
) {
  return { library: createLibraryService(ctx, deps), pictures: createDevicePictureService(ctx, deps) };
}
export type FileServices = ReturnType<typeof createFileServices>;

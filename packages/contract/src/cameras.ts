import { z } from 'zod';
import { Id, Paging } from './envelope.js';
import { bi } from './messages.js';
import { optionalId, text } from './device-fields.js';
import {
  CAMERA_CHANNEL_MAX,
  CAMERA_PAGE_SIZE,
  CAMERA_TYPES,
  DEVICE_SERIAL_PATTERN,
  STREAM_PROTOCOLS,
  type CameraType,
  type StreamProtocol,
} from './media-enums.js';

/** Cameras (`/camera`): cloud cameras of the Yingshi open platform and local videos of a media server. */

const id = z.number().int().positive();
const cameraType = z.coerce
  .number()
  .pipe(z.literal(CAMERA_TYPES, bi('0 云摄像头或 1 本地视频', 'one of 0 cloud, 1 local')));
/** An http(s) stream address, or a path on this host (the demo stream). */
const streamUrl = z
  .string()
  .trim()
  .max(1024)
  .regex(
    /^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/,
    bi('应为 http(s) 地址或 / 开头的路径', 'an http(s) address or a path'),
  );
const rtspUrl = z
  .string()
  .trim()
  .max(1024)
  .regex(/^rtsps?:\/\/[^\s"'<>]+$/, bi('应为 rtsp:// 地址', 'an rtsp:// address'));

const cameraFields = {
  channelName: z.string().trim().min(1, bi('必填', 'required')).max(64),
  type: cameraType,
  /** Cloud cameras: the device serial on the provider's platform. */
  deviceSerial: z
    .string()
    .trim()
    .regex(DEVICE_SERIAL_PATTERN, bi('1 到 32 位字母或数字', '1 to 32 letters or digits'))
    .or(z.literal('')),
  channelNo: z.coerce.number().int().min(1).max(CAMERA_CHANNEL_MAX),
  /** Local videos: a stream the browser plays directly (HLS or HTTP-FLV)... */
  streamUrl: streamUrl.or(z.literal('')),
  /** ...or an RTSP source the media server relays. Write-only: lists never show its credentials. */
  rtspUrl: rtspUrl.or(z.literal('')),
  deviceId: id.nullable(),
  archiveId: id.nullable(),
  remark: text(200),
};

export const CameraCreate = z.object({
  ...cameraFields,
  deviceSerial: cameraFields.deviceSerial.default(''),
  channelNo: cameraFields.channelNo.default(1),
  streamUrl: cameraFields.streamUrl.default(''),
  rtspUrl: cameraFields.rtspUrl.default(''),
  deviceId: cameraFields.deviceId.default(null),
  archiveId: cameraFields.archiveId.default(null),
  remark: cameraFields.remark.default(''),
  companyId: id.optional(),
});
export type CameraCreate = z.output<typeof CameraCreate>;
export type CameraInput = z.input<typeof CameraCreate>;

/** `PUT /camera`: the fields to change; an absent rtspUrl keeps the stored source. */
export const CameraUpdate = z.object(cameraFields).partial().extend({ id });
export type CameraUpdate = z.output<typeof CameraUpdate>;

const blankAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const CameraFilter = z.object({
  type: z.preprocess(blankAsUndefined, cameraType.optional()),
  companyId: optionalId,
  deviceId: optionalId,
  channelName: z.preprocess(blankAsUndefined, text(64).optional()),
});
export type CameraFilter = z.output<typeof CameraFilter>;

/**
 * `POST /camera/list`: the spec's body is flat (`type`, `companyId`); the table's paging and filter
 * may come as `param` as well.
 */
export const CameraListQuery = Paging.extend({
  pageSize: Paging.shape.pageSize.default(CAMERA_PAGE_SIZE),
  ...CameraFilter.shape,
  param: CameraFilter.default({}),
});
export type CameraListQuery = z.output<typeof CameraListQuery>;

export const CameraIdParam = z.object({ cameraId: Id });

/** `GET /camera/getLiveAddress/{cameraId}?protocol=`: the preferred protocol (default HLS). */
export const LiveAddressQuery = z.object({
  protocol: z.preprocess(blankAsUndefined, z.enum(STREAM_PROTOCOLS).default('hls')),
});
export type LiveAddressQuery = z.output<typeof LiveAddressQuery>;

/** `GET /camera/getYingshiAcssessToken?cameraId=`: the account of that camera's company (default the caller's). */
export const ProviderTokenQuery = z.object({ cameraId: optionalId });
export type ProviderTokenQuery = z.output<typeof ProviderTokenQuery>;

/** `PUT /camera/providerAccount`: a company's own Yingshi account; an absent appSecret keeps the stored one. */
export const ProviderAccountUpdate = z.object({
  companyId: id.optional(),
  appKey: z.string().trim().max(64),
  appSecret: z.string().trim().min(1).max(128).optional(),
});
export type ProviderAccountUpdate = z.output<typeof ProviderAccountUpdate>;

export const ProviderAccountQuery = z.object({ companyId: optionalId });

export interface CameraRecord {
  id: number;
  channelName: string;
  type: CameraType;
  deviceSerial: string;
  channelNo: number;
  /** A direct stream address (local videos); '' otherwise. */
  streamUrl: string;
  /** The relayed RTSP source without its credentials; '' when none. */
  rtspSource: string;
  companyId: number;
  companyName: string;
  deviceId: number | null;
  deviceName: string | null;
  deviceIdentity: string | null;
  archiveId: number | null;
  archiveName: string | null;
  /** Where the bound device is (its region), for grouping cameras by place. */
  province: string | null;
  city: string | null;
  county: string | null;
  remark: string;
  createTime: string;
}

/** `data[0]` of `GET /camera/getLiveAddress/{cameraId}`: what a player needs. */
export interface LiveAddress {
  id: number;
  channelName: string;
  type: CameraType;
  deviceSerial: string;
  channelNo: number;
  url: string;
  protocol: StreamProtocol;
  /** When the provider's address stops working (`yyyy-MM-dd HH:mm:ss`); null: it does not expire. */
  expireTime: string | null;
}

/** A company's Yingshi account as the console sees it: the secret never leaves the server. */
export interface ProviderAccount {
  companyId: number;
  appKey: string;
  secretSet: boolean;
  /** The installation's account (IOT_YS_APP_KEY) serves companies without their own. */
  installationAccount: boolean;
  /** The media server local videos relay through (IOT_MEDIA_URL), if any. */
  mediaServer: string | null;
}

import type { Generated } from 'kysely';
import type { Ms } from './columns.js';

// Cameras, camera-cloud accounts, the file library and device pictures.

export interface CameraTable {
  id: Generated<number>;
  companyId: number;
  channelName: string;
  /** CameraType of the contract: 0 cloud, 1 local. */
  type: number;
  deviceSerial: string;
  channelNo: number;
  /** A direct HLS or HTTP-FLV address (local videos), '' otherwise. */
  streamUrl: string;
  /** The RTSP source the media server relays, encrypted (it holds the camera's credentials). */
  rtspUrlEnc: string | null;
  /** The same source without credentials, for showing. */
  rtspSource: string;
  deviceId: number | null;
  archiveId: number | null;
  remark: string;
  createdAt: Ms;
  updatedAt: Ms;
}

/** A company's own camera-cloud account; companies without one use the installation's. */
export interface CameraAccountTable {
  companyId: number;
  appKey: string;
  appSecretEnc: string;
  updatedAt: Ms;
}

export interface LibraryFileTable {
  id: Generated<number>;
  companyId: number;
  fileName: string;
  storedName: string;
  fileType: string;
  mime: string;
  size: number;
  uploadedBy: number | null;
  createdAt: Ms;
}

export interface DevicePictureTable {
  deviceId: number;
  storedName: string;
  mime: string;
  size: number;
  uploadedBy: number | null;
  createdAt: Ms;
}

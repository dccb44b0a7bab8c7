import i18next from 'i18next';

const zhCN = {
  noUrl: '缺少视频地址',
  notAllowed: '该地址不是允许的视频来源',
  noCamera: '找不到该摄像头',
  noCameras: '还没有本地视频',
  noId: '缺少摄像头 ID',
  places: '位置',
  allPlaces: '全部摄像头',
  unplaced: '未绑定设备',
  layout: '画面',
  empty: '该位置没有摄像头',
};
const enUS: typeof zhCN = {
  noUrl: 'No video address given',
  notAllowed: 'This address is not an allowed video source',
  noCamera: 'No such camera',
  noCameras: 'No local videos yet',
  noId: 'No camera id given',
  places: 'Places',
  allPlaces: 'All cameras',
  unplaced: 'Not bound to a device',
  layout: 'Layout',
  empty: 'No cameras at this place',
};

/** Texts of the video pages (the player's own are in ui/video). */
export const VIDEO_NS = 'video';
i18next.addResourceBundle('zh-CN', VIDEO_NS, zhCN, true, true);
i18next.addResourceBundle('en-US', VIDEO_NS, enUS, true, true);

import i18next from 'i18next';

const zhCN = {
  tree: '设备地址',
  search: '搜索设备或地区',
  initial: '初始位置',
  style: { region: '区域地图', tiles: '瓦片地图' },
  noTiles: '未配置地图瓦片，仅显示区域地图',
  dialog: {
    title: '地图初始位置',
    hint: '已填入地图当前的中心和缩放级别，可直接保存或修改',
    lat: '纬度',
    lng: '经度',
    zoom: '缩放级别',
    saved: '保存成功',
  },
  flow: '流程图',
  camera: '监控',
  unplaced: '{{count}} 台设备未设置位置',
};

const enUS: typeof zhCN = {
  tree: 'Devices by address',
  search: 'Search devices or places',
  initial: 'Initial position',
  style: { region: 'Region map', tiles: 'Tile map' },
  noTiles: 'No map tiles configured: showing the region map only',
  dialog: {
    title: 'Initial map position',
    hint: "The map's current centre and zoom are filled in: save them, or change them first",
    lat: 'Latitude',
    lng: 'Longitude',
    zoom: 'Zoom',
    saved: 'Saved',
  },
  flow: 'Flow chart',
  camera: 'Camera',
  unplaced: '{{count}} devices have no position',
};

/** Texts of the device map (`/hardwareMap`, `/map`, `/amap`). */
export const DEVICE_MAP_NS = 'deviceMap';
i18next.addResourceBundle('zh-CN', DEVICE_MAP_NS, zhCN, true, true);
i18next.addResourceBundle('en-US', DEVICE_MAP_NS, enUS, true, true);

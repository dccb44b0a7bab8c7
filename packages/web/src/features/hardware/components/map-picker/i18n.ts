import i18next from 'i18next';

const zhCN = {
  hint: '点击地图选取位置；按地址定位后标记随之移动',
  noTiles: '未配置地图瓦片：显示经纬网、国界和市县',
  tilesFailed: '地图瓦片加载失败：显示经纬网、国界和市县，仍可点击选取位置',
  loading: '地图加载中…',
};

const enUS: typeof zhCN = {
  hint: 'Click the map to pick the position; locating an address moves the marker',
  noTiles: 'No map tiles configured: showing the grid, borders, cities and counties',
  tilesFailed: 'Map tiles could not be loaded: showing the grid, borders, cities and counties; clicking still picks',
  loading: 'Loading the map…',
};

/** Texts of the position map on the add device screen. */
export const MAP_PICKER_NS = 'mapPicker';
i18next.addResourceBundle('zh-CN', MAP_PICKER_NS, zhCN, true, true);
i18next.addResourceBundle('en-US', MAP_PICKER_NS, enUS, true, true);

import i18next from 'i18next';

const zhCN = {
  unavailable: '天气不可用',
  loading: '正在获取天气…',
  today: '今天',
  feelsLike: '体感 {{value}}°',
  humidity: '湿度 {{value}}%',
  wind: '{{dir}} {{scale}} 级',
  weekdays: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
};
const enUS: typeof zhCN = {
  unavailable: 'Weather unavailable',
  loading: 'Getting the weather…',
  today: 'Today',
  feelsLike: 'Feels like {{value}}°',
  humidity: 'Humidity {{value}}%',
  wind: '{{dir}} force {{scale}}',
  weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};

/** Texts of the weather page. */
export const WEATHER_NS = 'weather';
i18next.addResourceBundle('zh-CN', WEATHER_NS, zhCN, true, true);
i18next.addResourceBundle('en-US', WEATHER_NS, enUS, true, true);

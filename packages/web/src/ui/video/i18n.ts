import i18next from 'i18next';

const zhCN = {
  loading: '正在连接视频…',
  failed: '视频无法播放',
  stalled: '视频流已中断',
  retry: '重试',
};
const enUS: typeof zhCN = {
  loading: 'Connecting to the video…',
  failed: 'The video cannot be played',
  stalled: 'The stream has stopped',
  retry: 'Retry',
};

/** Texts of the video player, wherever it plays (video pages, dashboard feeds). */
export const PLAYER_NS = 'videoPlayer';
i18next.addResourceBundle('zh-CN', PLAYER_NS, zhCN, true, true);
i18next.addResourceBundle('en-US', PLAYER_NS, enUS, true, true);

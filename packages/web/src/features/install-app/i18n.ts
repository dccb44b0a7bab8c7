import i18next from 'i18next';

const zhCN = {
  title: '在手机上使用',
  lead: '用手机扫描二维码打开控制台，再把它添加到主屏幕，像应用一样使用。',
  address: '控制台地址',
  copy: '复制地址',
  copied: '已复制到剪切板',
  copyFailed: '复制失败，可手动复制：{{address}}',
  install: '安装到此设备',
  installed: '已安装：可从桌面或主屏幕打开',
  android: 'Android：用 Chrome 打开后，点菜单中的“安装应用”或“添加到主屏幕”。',
  iphone: 'iPhone / iPad：用 Safari 打开后，点“分享”，再点“添加到主屏幕”。',
  desktop: '电脑：用 Chrome 或 Edge 打开，点地址栏右侧的安装图标。',
  qrAlt: '控制台地址的二维码',
};
const enUS: typeof zhCN = {
  title: 'Use it on your phone',
  lead: 'Scan the code with your phone to open the console, then add it to your home screen to use it like an app.',
  address: 'Console address',
  copy: 'Copy address',
  copied: 'Copied to the clipboard',
  copyFailed: 'Copy failed, copy it by hand: {{address}}',
  install: 'Install on this device',
  installed: 'Installed: open it from your desktop or home screen',
  android: 'Android: open it in Chrome, then choose "Install app" or "Add to Home screen" in the menu.',
  iphone: 'iPhone / iPad: open it in Safari, tap Share, then "Add to Home Screen".',
  desktop: 'Computer: open it in Chrome or Edge and click the install icon at the right of the address bar.',
  qrAlt: 'QR code of the console address',
};

/** Texts of the install page. */
export const INSTALL_NS = 'installApp';
i18next.addResourceBundle('zh-CN', INSTALL_NS, zhCN, true, true);
i18next.addResourceBundle('en-US', INSTALL_NS, enUS, true, true);

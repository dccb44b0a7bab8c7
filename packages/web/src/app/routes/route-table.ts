/**
 * Fixed routes of the spec (core-platform 2, visual-side 2.2, 2.3, 2.9). Menu pages (`/menu/build`)
 * are added to the main layout at run time; these exist for every signed-in user.
 */
export interface FixedRoute {
  path: string;
  componentName: string;
}

/** Inside the main layout (header, menu, tabs). */
export const LAYOUT_ROUTES: readonly FixedRoute[] = [
  { path: '/dashboard', componentName: 'home' },
  { path: '/peoInfo', componentName: 'peoInfo' },
  { path: '/maptovideo', componentName: 'maptovideo' },
  { path: '/hardware/:id', componentName: 'hardware' },
  { path: '/addDevice', componentName: 'addDevice' },
  { path: '/globalConfigInfo/:id', componentName: 'globalConfigInfo' },
  { path: '/luckyHome', componentName: 'luckyHome' },
  { path: '/monlucky', componentName: 'monlucky' },
  { path: '/luckyShareList', componentName: 'luckyShareList' },
  { path: '/dapingShareList', componentName: 'dapingShareList' },
  { path: '/shareList', componentName: 'shareList' },
  { path: '/lewuleShareList', componentName: 'lewuleShareList' },
  { path: '/lunkyInfo', componentName: 'lunkyInfo' },
  { path: '/cusDataShare', componentName: 'cusDataShare' },
  { path: '/eqArcShare', componentName: 'eqArcShare' },
  { path: '/oamPlanShare', componentName: 'oamPlanShare' },
  { path: '/tempLwlList', componentName: 'tempLwlList' },
  { path: '/tempReport', componentName: 'tempReport' },
  { path: '/tempDaping', componentName: 'tempDaping' },
  { path: '/triggerInfo', componentName: 'triggerInfo' },
  { path: '/triggerInfo/:id', componentName: 'triggerDetail' },
  { path: '/nullmainPlanInfo', componentName: 'nullmainPlanInfo' },
  { path: '/luckyOff', componentName: 'luckyOff' },
  { path: '/luckyHis', componentName: 'luckyHis' },
  { path: '/alertInfo', componentName: 'alertInfo' },
  { path: '/deviceExpiration', componentName: 'deviceExpiration' },
  { path: '/deviceInfo', componentName: 'deviceInfo' },
];

/** Full-window pages without the layout (editors, frames, embedded widgets). */
export const STANDALONE_ROUTES: readonly FixedRoute[] = [
  { path: '/weather', componentName: 'weather' },
  { path: '/iframevideo', componentName: 'iframevideo' },
  { path: '/percentage', componentName: 'percentage' },
  { path: '/localvideoc', componentName: 'localvideoc' },
  { path: '/localvideoa', componentName: 'localvideoa' },
  { path: '/installApp', componentName: 'installApp' },
  { path: '/lewuleInfo', componentName: 'lewuleInfo' },
  { path: '/dapingInfo', componentName: 'dapingInfo' },
  { path: '/warring', componentName: 'warring' },
  { path: '/amap', componentName: 'amap' },
  { path: '/avideo', componentName: 'avideo' },
  { path: '/luckyInfo', componentName: 'luckyInfo' },
  { path: '/map', componentName: 'map' },
  { path: '/workspace', componentName: 'workspace' },
  { path: '/dEworkspace', componentName: 'workspace' },
  { path: '/luckyOff1', componentName: 'luckyOff1' },
  { path: '/alertRecord', componentName: 'alertRecord' },
  { path: '/mainRecord', componentName: 'mainRecord' },
];

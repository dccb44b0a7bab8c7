/**
 * Screens that later issues build. Until then their routes show the "coming in a later release"
 * page. Remove a line when its screen lands in the page registry.
 */
export const PENDING_SCREENS: Readonly<Record<string, string>> = {
  luckyHome: 'reports',
  monlucky: 'reports',
  lunkyInfo: 'reports',
  luckyOff: 'reports',
  luckyHis: 'reports',
  tempReport: 'reports',
  luckyShareList: 'reports',
  luckyInfo: 'reports',
  luckyOff1: 'reports',
  shareList: 'editor',
};

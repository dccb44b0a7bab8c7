/** The header's page tabs: pure operations over the list of open paths (path + search). */
export type TabAction = 'all' | 'others' | 'left' | 'right';

export function addTab(tabs: readonly string[], key: string): string[] {
  return tabs.includes(key) ? [...tabs] : [...tabs, key];
}

export function closeTab(tabs: readonly string[], key: string): string[] {
  return tabs.filter((tab) => tab !== key);
}

export function closeMany(tabs: readonly string[], key: string, action: TabAction): string[] {
  const index = tabs.indexOf(key);
  switch (action) {
    case 'all':
      return [];
    case 'others':
      return tabs.filter((tab) => tab === key);
    case 'left':
      return index < 0 ? [...tabs] : tabs.slice(index);
    case 'right':
      return index < 0 ? [...tabs] : tabs.slice(0, index + 1);
  }
}

/** The tab to show after `closed` disappears: its right neighbour, else its left one. */
export function neighbourOf(tabs: readonly string[], closed: string): string | undefined {
  const index = tabs.indexOf(closed);
  return tabs[index + 1] ?? tabs[index - 1];
}

import { ColorPicker, Button, Drawer, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLoadedSession } from '../session/session-store';
import { MenuIcon } from './MenuIcon';
import { menuEntries, pagesOf } from './menu-items';
import { useMenuColors } from './useMenuColors';
import './drawer-menu.css';

/** The full-screen menu: a tile per top-level entry listing its pages, over a two-colour gradient. */
export function DrawerMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { menu } = useLoadedSession();
  const navigate = useNavigate();
  const { colors, setColor, reset } = useMenuColors();
  const entries = useMemo(() => menuEntries(menu, i18n.language === 'en-US'), [menu, i18n.language]);

  const go = (path: string) => {
    onClose();
    void navigate(path);
  };

  const extra = (
    <Flex gap={8} align="center">
      <span>{t('drawer.colors')}</span>
      <ColorPicker value={colors[0]} onChangeComplete={(c) => setColor(0, c.toHexString())} data-testid="color-start" />
      <ColorPicker value={colors[1]} onChangeComplete={(c) => setColor(1, c.toHexString())} data-testid="color-end" />
      <Button size="small" onClick={reset} data-testid="color-reset">
        {t('drawer.reset')}
      </Button>
    </Flex>
  );

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size="90%"
      title={t('drawer.title')}
      extra={extra}
      // The padding is set here, not left to the theme, so the first tile never touches the edge.
      styles={{ body: { padding: 24, background: `linear-gradient(135deg, ${colors[0]}, ${colors[1]})` } }}
      rootClassName="drawer-menu"
      data-testid="drawer-menu"
    >
      <div className="drawer-menu-grid" data-colors={colors.join(',')}>
        {entries.map((entry) => (
          <section key={entry.key} className="drawer-menu-tile">
            <Typography.Title level={5} className="drawer-menu-tile-title">
              <MenuIcon name={entry.icon} /> {entry.title}
            </Typography.Title>
            {pagesOf(entry).map((page) => (
              <button
                type="button"
                key={page.key}
                className="drawer-menu-link"
                onClick={() => go(page.path ?? '/')}
                data-testid="drawer-page"
              >
                <MenuIcon name={page.icon} />
                <span>{page.title}</span>
              </button>
            ))}
          </section>
        ))}
      </div>
    </Drawer>
  );
}

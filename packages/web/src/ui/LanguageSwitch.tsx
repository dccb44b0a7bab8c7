import { GlobalOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n';
import type { Language } from '../i18n/language';

/** Each language's name in itself; the button offers the other one. */
const OTHER: Record<Language, { language: Language; label: string }> = {
  'zh-CN': { language: 'en-US', label: 'English' },
  'en-US': { language: 'zh-CN', label: '简体中文' },
};

export function LanguageSwitch({ light }: { light?: boolean }) {
  const { t, i18n } = useTranslation();
  const other = OTHER[i18n.language as Language] ?? OTHER['zh-CN'];
  return (
    <Tooltip title={t('layout.language')}>
      <Button
        type="text"
        icon={<GlobalOutlined />}
        style={light ? { color: '#fff' } : undefined}
        onClick={() => changeLanguage(other.language)}
        data-testid="language-switch"
        data-language={i18n.language}
      >
        {other.label}
      </Button>
    </Tooltip>
  );
}

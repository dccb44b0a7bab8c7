import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover } from 'antd';
import { useTranslation } from 'react-i18next';

interface ColumnSettingsProps {
  columns: readonly { key: string; title: string }[];
  hidden: readonly string[];
  onVisible: (key: string, visible: boolean) => void;
  onReset: () => void;
}

export function ColumnSettings({ columns, hidden, onVisible, onReset }: ColumnSettingsProps) {
  const { t } = useTranslation();
  const content = (
    <Flex vertical gap={6}>
      {columns.map((column) => (
        <Checkbox
          key={column.key}
          checked={!hidden.includes(column.key)}
          onChange={(event) => onVisible(column.key, event.target.checked)}
        >
          {column.title}
        </Checkbox>
      ))}
      <Button size="small" onClick={onReset}>
        {t('table.resetColumns')}
      </Button>
    </Flex>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t('table.columns')} content={content}>
      <Button icon={<SettingOutlined />} aria-label={t('table.columns')} data-testid="column-settings" />
    </Popover>
  );
}

import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { EDITOR_NS } from '../i18n';

/** The delete button of a row of the panels' lists (events, rules, chart series). */
export function DeleteItemButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation(EDITOR_NS);
  return (
    <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('delete')} onClick={onClick} />
  );
}

import { AppstoreOutlined, MenuOutlined } from '@ant-design/icons';
import { Card, Flex, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuStyle } from './useMenuStyle';

interface MenuStyleChooserProps {
  onChoose: (style: MenuStyle) => void;
}

/** First login without a menu-style preference: side menu or full-screen drawer. */
export function MenuStyleChooser({ onChoose }: MenuStyleChooserProps) {
  const { t } = useTranslation();
  const options: { style: MenuStyle; icon: ReactNode }[] = [
    { style: 'side', icon: <MenuOutlined style={{ fontSize: 32 }} /> },
    { style: 'drawer', icon: <AppstoreOutlined style={{ fontSize: 32 }} /> },
  ];
  return (
    <Modal open title={t('menuStyle.chooseTitle')} footer={null} closable={false} maskClosable={false} width={560}>
      <Typography.Paragraph type="secondary">{t('menuStyle.chooseText')}</Typography.Paragraph>
      <Flex gap={16}>
        {options.map(({ style, icon }) => (
          <Card
            key={style}
            hoverable
            style={{ flex: 1, textAlign: 'center' }}
            onClick={() => onChoose(style)}
            data-testid={`menu-style-${style}`}
          >
            {icon}
            <Typography.Title level={5}>{t(`menuStyle.${style}`)}</Typography.Title>
            <Typography.Text type="secondary">{t(`menuStyle.${style}Text`)}</Typography.Text>
          </Card>
        ))}
      </Flex>
    </Modal>
  );
}

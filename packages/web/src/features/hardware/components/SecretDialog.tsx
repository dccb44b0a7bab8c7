import { Alert, Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEVICES_NS } from '../i18n';

interface SecretDialogProps {
  identity: string;
  secret: string;
  onClose: () => void;
}

/** Shows a device secret once, with what a gateway needs to connect (docs/protocol.md §2). */
export function SecretDialog({ identity, secret, onClose }: SecretDialogProps) {
  const { t } = useTranslation(DEVICES_NS);
  const copyable = { tooltips: [t('copy'), t('copied')] };
  return (
    <Modal
      open
      title={t('secretTitle')}
      width={620}
      onCancel={onClose}
      onOk={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      maskClosable={false}
      data-testid="secret-dialog"
    >
      <Alert type="warning" showIcon title={t('secretOnce')} style={{ marginBottom: 16 }} />
      <Typography.Paragraph
        copyable={{ ...copyable, text: secret }}
        code
        style={{ fontSize: 16 }}
        data-testid="device-secret"
      >
        {secret}
      </Typography.Paragraph>
      <Descriptions
        title={t('mqttFacts')}
        column={1}
        size="small"
        bordered
        styles={{ label: { width: 160 } }}
        items={[
          { key: 'clientId', label: t('clientId'), children: <Typography.Text copyable>{identity}</Typography.Text> },
          { key: 'username', label: t('username'), children: <Typography.Text copyable>{identity}</Typography.Text> },
          { key: 'password', label: t('password'), children: t('secretTitle') },
          {
            key: 'publish',
            label: t('publishTopic'),
            children: (
              <Typography.Text>
                gw/{identity}/data · gw/{identity}/status · gw/{identity}/ack
              </Typography.Text>
            ),
          },
          { key: 'command', label: t('commandTopic'), children: <Typography.Text>gw/{identity}/cmd</Typography.Text> },
        ]}
      />
    </Modal>
  );
}

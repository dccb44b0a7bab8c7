import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ChangePhoneForm } from './ChangePhoneForm';

/** The header's change-password and change-phone dialogs (the same forms as the user center). */
export function AccountDialog({ kind, onClose }: { kind: 'password' | 'phone'; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={kind === 'password' ? t('userMenu.changePassword') : t('userMenu.changePhone')}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {kind === 'password' ? <ChangePasswordForm onDone={onClose} /> : <ChangePhoneForm onDone={onClose} />}
    </Modal>
  );
}

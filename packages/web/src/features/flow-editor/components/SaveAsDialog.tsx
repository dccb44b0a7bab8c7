import { Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITOR_NS } from '../i18n';

/** Asks the name of the copy that "save as" creates. */
export function SaveAsDialog({
  name,
  onOk,
  onCancel,
}: {
  name: string;
  onOk: (name: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation(EDITOR_NS);
  const [copyName, setCopyName] = useState(name);
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open
      title={t('saveAs')}
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={() => {
        setBusy(true);
        void onOk(copyName).finally(() => setBusy(false));
      }}
    >
      <Input
        value={copyName}
        maxLength={64}
        placeholder={t('namePlaceholder')}
        onChange={(event) => setCopyName(event.target.value)}
        data-testid="editor-save-as-name"
      />
    </Modal>
  );
}

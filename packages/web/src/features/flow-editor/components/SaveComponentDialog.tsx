import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../api/feedback';
import { saveUserComponent, userComponentKeys } from '../api';
import { selectionComponent } from '../component-canvas';
import type { EditEngine } from '../engine/edit-engine';
import { EDITOR_NS } from '../i18n';
import { uploadThumbnail } from '../thumbnail';
import { ComponentNameDialog } from './ComponentNameDialog';

/** Saves the selected pens as one of the company's user components, with a picture of them. */
export function SaveComponentDialog({ engine, onClose }: { engine: EditEngine; onClose: () => void }) {
  const { t } = useTranslation(EDITOR_NS);
  const client = useQueryClient();
  const save = async (name: string) => {
    const pens = selectionComponent(engine);
    if (!pens) {
      showError(t('componentSelectFirst'));
      return false;
    }
    // A component without its picture is still worth keeping: the gallery then shows its name.
    const image = await uploadThumbnail(engine.selectionPng());
    try {
      await saveUserComponent({ name, pens, ...(image ? { image } : {}) });
    } catch {
      return false;
    }
    await client.invalidateQueries({ queryKey: userComponentKeys });
    showSuccess(t('componentSaved'));
    return true;
  };
  return (
    <ComponentNameDialog
      title={t('saveComponent')}
      name=""
      note={t('componentBindingsNote')}
      onOk={save}
      onCancel={onClose}
    />
  );
}

import type { ConfigFlowDetail } from '@iot/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createFlow, flowKeys, updateFlow } from '../../api/flows';
import { showError, showSuccess, showWarning } from '../../api/feedback';
import { engineToDocument } from '../../editor/document/conversion';
import { editorPath, type EditorTarget } from '../../editor/flow/editor-target';
import { buildSaveRequest } from '../../editor/flow/save-body';
import type { EditEngine } from './engine/edit-engine';
import { EDITOR_NS } from './i18n';
import { uploadThumbnail } from './thumbnail';

/**
 * Saving (spec 4.1): the canvas picture is uploaded first, then the flow is created (no id; also "save
 * as", which clears it) or updated. A created flow's editor moves to its id.
 */
export function useSaveFlow(target: EditorTarget, stored: ConfigFlowDetail | undefined, markClean: () => void) {
  const { t } = useTranslation(EDITOR_NS);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);

  async function save(engine: EditEngine, name: string, saveAs = false): Promise<boolean> {
    if (name.trim() === '') {
      showError(t('nameRequired'));
      return false;
    }
    const converted = engineToDocument(engine.data());
    if (!converted.success) {
      const issue = converted.error.issues[0];
      showError(t('badFlow', { reason: `${issue?.path.join('.')}: ${issue?.message}` }));
      return false;
    }
    setSaving(true);
    try {
      const image = await uploadThumbnail(engine.png());
      if (image === null) showWarning(t('thumbnailFailed'));
      const saveRequest = buildSaveRequest({ target, name, doc: converted.data, image: image ?? '', stored }, saveAs);
      if (saveRequest.method === 'update') await updateFlow(target.kind, saveRequest.body);
      const created = saveRequest.method === 'create' ? await createFlow(target.kind, saveRequest.body) : null;
      await client.invalidateQueries({ queryKey: flowKeys.all });
      markClean();
      showSuccess(t('saved'));
      if (created) void navigate(editorPath({ ...target, id: created.id }), { replace: !saveAs });
      return true;
    } catch {
      // The request already showed the server's message.
      return false;
    } finally {
      setSaving(false);
    }
  }

  return { save, saving };
}

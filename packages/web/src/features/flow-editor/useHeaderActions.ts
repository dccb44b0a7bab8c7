import { App } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showError, showSuccess } from '../../api/feedback';
import { engineToDocument, openForEngine } from '../../editor/document/conversion';
import { backRoute, type EditorTarget } from '../../editor/flow/editor-target';
import { flowJsonText, readFlowJson } from '../../editor/flow/flow-json';
import { downloadBlob } from '../../ui/download';
import type { HeaderActions } from './components/EditorHeader';
import type { EditorState } from './engine/useEditEngine';
import { EDITOR_NS } from './i18n';

interface Panels {
  gallery: boolean;
  properties: boolean;
}

/** What the header's buttons do; `save` and `saveAs` come from the caller. */
export function useHeaderActions(
  target: EditorTarget,
  state: EditorState,
  name: string,
  save: Pick<HeaderActions, 'save' | 'saveAs'>,
) {
  const { t } = useTranslation(EDITOR_NS);
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [locked, setLocked] = useState(false);
  const [panels, setPanels] = useState<Panels>({ gallery: true, properties: true });
  const { engine, dirty, markDirty } = state;
  const fileName = name.trim() || 'flow';

  // Closing the tab with unsaved changes asks the browser's question too.
  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const back = () => {
    const leave = () => void navigate(backRoute(target));
    if (!dirty) return leave();
    modal.confirm({
      title: t('leaveTitle'),
      content: t('leaveContent'),
      okText: t('leave'),
      cancelText: t('stay'),
      onOk: leave,
    });
  };

  const downloadJson = () => {
    if (!engine) return;
    const converted = engineToDocument(engine.data());
    if (!converted.success) return showError(t('badFlow', { reason: converted.error.issues[0]?.message }));
    downloadBlob(`${fileName}.json`, new Blob([flowJsonText(converted.data)], { type: 'application/json' }));
  };

  const uploadJson = (file: File) => {
    void file.text().then((text) => {
      const read = readFlowJson(file.name, text);
      if (!('doc' in read)) {
        const reason = {
          notJsonFile: 'uploadNotJson',
          unreadable: 'uploadUnreadable',
          invalid: 'uploadInvalid',
        } as const;
        return showError(t(reason[read.reason], { detail: 'detail' in read ? read.detail : '' }));
      }
      const opened = openForEngine(read.doc);
      if ('error' in opened || !engine) return undefined;
      engine.open(opened.engine);
      setLocked(false);
      markDirty();
      showSuccess(t('uploaded'));
      return undefined;
    });
  };

  const actions: HeaderActions = {
    ...save,
    back,
    downloadJson,
    downloadPng: () => engine?.downloadPng(fileName),
    uploadJson,
    undo: () => {
      engine?.undo();
      markDirty();
    },
    redo: () => {
      engine?.redo();
      markDirty();
    },
    toggleLock: () => {
      engine?.setLocked(!locked);
      setLocked(!locked);
    },
    zoom: (scale) => engine?.zoom(scale),
    toggleGallery: () => setPanels((p) => ({ ...p, gallery: !p.gallery })),
    toggleProperties: () => setPanels((p) => ({ ...p, properties: !p.properties })),
  };
  return { actions, locked, panels };
}

import { ConfigFlowType, type ConfigFlowDetail } from '@iot/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngineData } from '../../../editor/document/engine-data';
import type { EditorTarget } from '../../../editor/flow/editor-target';
import { useEditEngine } from '../engine/useEditEngine';
import { EDITOR_NS } from '../i18n';
import { useHeaderActions } from '../useHeaderActions';
import { useSaveFlow } from '../useSaveFlow';
import { EditorContextMenu } from './EditorContextMenu';
import { EditorHeader } from './EditorHeader';
import { Gallery } from './Gallery';
import { PropertyPanel } from './PropertyPanel';
import { SaveAsDialog } from './SaveAsDialog';
import { SaveComponentDialog } from './SaveComponentDialog';
import { droppedComponent } from './UserComponents';
import { userComponentKeys } from '../api';
import { insertComponent } from '../component-canvas';
import type { FlowComponentRecord } from '@iot/contract';

interface FlowEditorProps {
  target: EditorTarget;
  stored?: ConfigFlowDetail;
  initial: EngineData;
}

/** One flow on the editing canvas, with its header, gallery, property panel and context menu. */
export function FlowEditor({ target, stored, initial }: FlowEditorProps) {
  const { t } = useTranslation(EDITOR_NS);
  const host = useRef<HTMLDivElement>(null);
  // The canvas opens the flow as it was read; later reads (after a save) do not reopen it.
  const [opened] = useState(initial);
  const state = useEditEngine(host, opened);
  const [name, setName] = useState(
    () => stored?.name ?? (target.type === ConfigFlowType.screen ? t('newScreen') : t('newFlow')),
  );
  const [savingAs, setSavingAs] = useState(false);
  const [savingComponent, setSavingComponent] = useState(false);
  const client = useQueryClient();
  // A user component dragged from the gallery: read before the engine's own drop, which ignores it.
  const dropComponent = (event: React.DragEvent) => {
    const list = client.getQueryData<FlowComponentRecord[]>(userComponentKeys);
    const component = droppedComponent(event.dataTransfer, list);
    if (!component || !state.engine || locked) return;
    void insertComponent(state.engine, component.pens, { x: event.clientX, y: event.clientY }).then(state.markDirty);
  };
  const { save, saving } = useSaveFlow(target, stored, state.markClean);
  const { actions, locked, panels } = useHeaderActions(target, state, name, {
    save: () => void (state.engine && save(state.engine, name)),
    saveAs: () => setSavingAs(true),
  });

  return (
    <div className="flow-editor" data-testid="flow-editor">
      <EditorHeader
        name={name}
        onName={(value) => {
          setName(value);
          state.markDirty();
        }}
        dirty={state.dirty}
        saving={saving}
        locked={locked}
        scale={state.engine?.scale() ?? 1}
        actions={actions}
      />
      <div className="flow-editor-body">
        {panels.gallery && <Gallery type={target.type} engine={state.engine} onChange={state.markDirty} />}
        <div className="flow-editor-canvas" onDropCapture={dropComponent}>
          <div ref={host} className="flow-editor-engine" data-testid="editor-canvas" />
          {state.engine && (
            <EditorContextMenu
              engine={state.engine}
              locked={locked}
              onChange={state.markDirty}
              onSaveComponent={() => setSavingComponent(true)}
            />
          )}
        </div>
        {panels.properties && state.engine && (
          <PropertyPanel engine={state.engine} state={state} screen={target.type === ConfigFlowType.screen} />
        )}
      </div>
      {savingComponent && state.engine && (
        <SaveComponentDialog engine={state.engine} onClose={() => setSavingComponent(false)} />
      )}
      {savingAs && state.engine && (
        <SaveAsDialog
          name={name}
          onCancel={() => setSavingAs(false)}
          onOk={async (copyName) => {
            if (state.engine && (await save(state.engine, copyName, true))) setSavingAs(false);
          }}
        />
      )}
    </div>
  );
}

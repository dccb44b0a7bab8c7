import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { FlowComponentRecord } from '@iot/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Popconfirm, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteUserComponent, renameUserComponent, userComponentKeys, useUserComponents } from '../api';
import { insertComponent } from '../component-canvas';
import type { EditEngine } from '../engine/edit-engine';
import { EDITOR_NS } from '../i18n';
import '../i18n-components';
import { ComponentNameDialog } from './ComponentNameDialog';

/** The drag of a user component carries its id; the canvas's drop reads it (not the engine's own key). */
export const COMPONENT_DRAG_KEY = 'application/x-iot-component';

/**
 * The company's saved components in the user tab: a click inserts a copy in the middle of the canvas,
 * a drag where it is dropped; each can be renamed or deleted.
 */
export function UserComponents({ engine, onChange }: { engine: EditEngine; onChange: () => void }) {
  const { t } = useTranslation(EDITOR_NS);
  const client = useQueryClient();
  const components = useUserComponents();
  const [renaming, setRenaming] = useState<FlowComponentRecord | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: userComponentKeys });
  const insert = async (component: FlowComponentRecord) => {
    await insertComponent(engine, component.pens);
    onChange();
  };
  const remove = async (id: number) => {
    await deleteUserComponent(id);
    await refresh();
  };

  return (
    <section data-testid="user-components">
      <h4 className="flow-panel-title">{t('componentsTitle')}</h4>
      {components.isPending && <Spin size="small" />}
      {components.data?.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('componentsEmpty')} />
      )}
      <div className="flow-gallery-grid">
        {components.data?.map((component) => (
          <div key={component.id} className="flow-user-image flow-user-component" data-testid="user-component">
            <div
              className="flow-gallery-item"
              draggable
              role="button"
              tabIndex={0}
              title={`${component.name} · ${t('componentInsertHint')}`}
              onClick={() => void insert(component)}
              onKeyDown={(event) => event.key === 'Enter' && void insert(component)}
              onDragStart={(event) => event.dataTransfer.setData(COMPONENT_DRAG_KEY, String(component.id))}
            >
              <div className="flow-gallery-preview">{component.image && <img src={component.image} alt="" />}</div>
              <span className="flow-gallery-label">{component.name}</span>
            </div>
            <div className="flow-user-component-actions">
              <Button
                size="small"
                type="text"
                icon={<EditOutlined />}
                aria-label={t('renameComponent')}
                onClick={() => setRenaming(component)}
              />
              <Popconfirm
                title={t('deleteComponentConfirm')}
                onConfirm={() => void remove(component.id).catch(() => undefined)}
              >
                <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('deleteComponent')} />
              </Popconfirm>
            </div>
          </div>
        ))}
      </div>
      {renaming && (
        <ComponentNameDialog
          title={t('renameComponent')}
          name={renaming.name}
          onCancel={() => setRenaming(null)}
          onOk={async (name) => {
            await renameUserComponent({ id: renaming.id, name });
            await refresh();
            return true;
          }}
        />
      )}
    </section>
  );
}

/** The component a drop on the canvas carries, among those the user tab read; undefined for any other drop. */
export function droppedComponent(transfer: DataTransfer, list: readonly FlowComponentRecord[] | undefined) {
  const id = Number(transfer.getData(COMPONENT_DRAG_KEY));
  return id ? list?.find((component) => component.id === id) : undefined;
}

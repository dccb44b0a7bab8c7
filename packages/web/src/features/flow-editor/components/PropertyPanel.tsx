import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditEngine } from '../engine/edit-engine';
import type { EditorState } from '../engine/useEditEngine';
import { EDITOR_NS } from '../i18n';
import { AppearanceTab } from './AppearanceTab';
import { CanvasTab } from './CanvasTab';
import { DataTab } from './DataTab';
import { EventsTab } from './EventsTab';

/** The right panel (spec 2.1): canvas settings, and the selected pen's appearance, data and events. */
export function PropertyPanel({ engine, state }: { engine: EditEngine; state: EditorState }) {
  const { t } = useTranslation(EDITOR_NS);
  const [tab, setTab] = useState('canvas');
  const only = state.selection.length === 1 ? state.selection[0] : undefined;
  const penTab = (render: (id: string) => React.ReactNode) => {
    if (only?.id) return render(only.id);
    const text = state.selection.length > 1 ? t('manySelected', { count: state.selection.length }) : t('noSelection');
    return <p className="flow-panel-empty">{text}</p>;
  };
  const common = { engine, revision: state.revision, onChange: state.markDirty };
  return (
    <aside className="flow-editor-properties" data-testid="editor-properties">
      <Tabs
        size="small"
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'canvas', label: t('tabCanvas'), children: <CanvasTab {...common} /> },
          {
            key: 'appearance',
            label: t('tabAppearance'),
            children: penTab((id) => <AppearanceTab {...common} penId={id} />),
          },
          { key: 'data', label: t('tabData'), children: penTab((id) => <DataTab {...common} penId={id} />) },
          { key: 'events', label: t('tabEvents'), children: penTab((id) => <EventsTab {...common} penId={id} />) },
        ]}
      />
    </aside>
  );
}

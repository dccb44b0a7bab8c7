import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorState } from '../engine/useEditEngine';
import { EDITOR_NS } from '../i18n';
import '../i18n-panels';
import { AnimationTab } from './AnimationTab';
import { AppearanceTab } from './AppearanceTab';
import { CanvasTab } from './CanvasTab';
import { ChartsTab } from './ChartsTab';
import { ComponentsTab } from './ComponentsTab';
import { ComponentTab } from './ComponentTab';
import { DataManageTab } from './DataManageTab';
import { DataTab } from './DataTab';
import { EventsTab } from './EventsTab';
import type { EditEngine } from '../engine/edit-engine';

/**
 * The right panel (spec 2.1): global settings, the selected pen's appearance, charts, animation,
 * events, component and data, then the management of all components and of all bindings.
 */
export function PropertyPanel({ engine, state, screen }: { engine: EditEngine; state: EditorState; screen: boolean }) {
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
        destroyOnHidden
        items={[
          { key: 'canvas', label: t('tabCanvas'), children: <CanvasTab {...common} /> },
          {
            key: 'appearance',
            label: t('tabAppearance'),
            children: penTab((id) => <AppearanceTab {...common} penId={id} />),
          },
          {
            key: 'charts',
            label: t('tabCharts'),
            children: <ChartsTab {...common} penId={only?.id} screen={screen} />,
          },
          {
            key: 'animation',
            label: t('tabAnimation'),
            children: penTab((id) => <AnimationTab key={id} {...common} penId={id} />),
          },
          { key: 'events', label: t('tabEvents'), children: penTab((id) => <EventsTab {...common} penId={id} />) },
          {
            key: 'component',
            label: t('tabComponent'),
            children: penTab((id) => <ComponentTab key={id} {...common} penId={id} />),
          },
          { key: 'data', label: t('tabData'), children: penTab((id) => <DataTab {...common} penId={id} />) },
          { key: 'components', label: t('tabComponents'), children: <ComponentsTab {...common} /> },
          { key: 'dataManage', label: t('tabDataManage'), children: <DataManageTab {...common} /> },
        ]}
      />
    </aside>
  );
}

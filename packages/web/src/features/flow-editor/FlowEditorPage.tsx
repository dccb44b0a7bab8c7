import { emptyFlowDocument } from '@iot/contract';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFlow } from '../../api/flows';
import { openForEngine } from '../../editor/document/conversion';
import { readEditorTarget } from '../../editor/flow/editor-target';
import { FlowEditor } from './components/FlowEditor';
import { EDITOR_NS } from './i18n';
import './flow-editor.css';

/**
 * `/workspace` and `/dEworkspace` without `isid`: the configuration-flow editor (spec 2.1, 4.1) on a
 * stored flow (`id`) or a new one, read through the document's sanitizer before the engine sees it.
 */
export function FlowEditorPage() {
  const { t } = useTranslation(EDITOR_NS);
  const target = readEditorTarget(useSearchParams()[0]);
  const flow = useFlow(target.kind, target.id);

  if (target.id === null) {
    const blank = openForEngine(emptyFlowDocument());
    if ('error' in blank) return null;
    return <FlowEditor key="new" target={target} initial={blank.engine} />;
  }
  if (flow.isPending) {
    return (
      <div className="flow-editor-message">
        <Spin /> {t('loading')}
      </div>
    );
  }
  if (flow.isError) return <div className="flow-editor-message">{t('notFound')}</div>;
  const opened = openForEngine(flow.data.data);
  if ('error' in opened) {
    return <div className="flow-editor-message">{t('badFlow', { reason: opened.error })}</div>;
  }
  return <FlowEditor key={`${target.kind}-${target.id}`} target={target} stored={flow.data} initial={opened.engine} />;
}

import { lazy } from 'react';
import { useQueryId } from '../../ui/useQueryId';

// Each in its own chunk: a frame of the wall loads run mode only, the editor loads only when editing.
const RunModePage = lazy(() => import('../../features/run-mode').then((m) => ({ default: m.RunModePage })));
const FlowEditorPage = lazy(() => import('../../features/flow-editor').then((m) => ({ default: m.FlowEditorPage })));

/** `/workspace` and `/dEworkspace`: run mode with `isid`, the configuration-flow editor without it. */
export function WorkspacePage() {
  const flowId = useQueryId('isid');
  if (flowId !== null) return <RunModePage flowId={flowId} />;
  return <FlowEditorPage />;
}

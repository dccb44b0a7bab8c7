import { lazy } from 'react';
import { useSearchParams } from 'react-router';

// Each in its own chunk: a frame of the wall loads run mode only, the editor loads only when editing.
const RunModePage = lazy(() => import('../../features/run-mode').then((m) => ({ default: m.RunModePage })));
const FlowEditorPage = lazy(() => import('../../features/flow-editor').then((m) => ({ default: m.FlowEditorPage })));

const positiveId = (text: string | null) => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** `/workspace` and `/dEworkspace`: run mode with `isid`, the configuration-flow editor without it. */
export function WorkspacePage() {
  const flowId = positiveId(useSearchParams()[0].get('isid'));
  if (flowId !== null) return <RunModePage flowId={flowId} />;
  return <FlowEditorPage />;
}

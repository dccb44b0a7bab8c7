import { useFlow } from '../../api/flows';
import { RunView } from './RunView';

/** `/workspace?isid={id}`: a published screen or flow chart of the caller's scope, in run mode. */
export function RunModePage({ flowId }: { flowId: number }) {
  return <RunView flowId={flowId} flow={useFlow('flow', flowId)} />;
}

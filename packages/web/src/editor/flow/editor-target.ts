import { ConfigFlowType, configFlowEditUrl, FLOW_PAGES } from '@iot/contract';

/** Which flow the editor works on: a flow or a template, of a type, stored (`id`) or new (`null`). */
export interface EditorTarget {
  kind: 'flow' | 'template';
  type: ConfigFlowType;
  id: number | null;
}

const positiveId = (text: string | null): number | null => {
  const id = Number(text);
  return text !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** `type` names a screen as `dp` or `1`, a flow chart (topology) as `lct` or `0`; a screen when absent. */
const typeOf = (text: string | null): ConfigFlowType =>
  text === 'lct' || text === String(ConfigFlowType.flow) ? ConfigFlowType.flow : ConfigFlowType.screen;

/**
 * Reads `/workspace?id={flow id}&type={dp|lct}&template=1`: with `id` the stored flow is edited,
 * without it a new one of that type is created. `template=1` (or `true`) works on the template lists.
 */
export function readEditorTarget(params: URLSearchParams): EditorTarget {
  const template = params.get('template');
  return {
    kind: template === '1' || template === 'true' ? 'template' : 'flow',
    type: typeOf(params.get('type')),
    id: positiveId(params.get('id')),
  };
}

/** The editor's address for a target, e.g. after the first save gave the flow its id. */
export function editorPath(target: EditorTarget): string {
  return configFlowEditUrl(target.type, target.kind === 'template', target.id ?? undefined);
}

/** Back goes to the list the flow belongs to (spec 2.1): /screen, /screenTemplate, /mineTopo, /lewuleTemplate. */
export function backRoute(target: Pick<EditorTarget, 'kind' | 'type'>): string {
  return `/${FLOW_PAGES[target.kind][target.type]}`;
}

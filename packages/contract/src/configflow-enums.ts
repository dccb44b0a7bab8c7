/** Configuration flows' constants: zod-free, so the console's chunks import them without zod. */

/** 0 flow chart (topology, the editor's lct), 1 large screen (dp). */
export const ConfigFlowType = { flow: 0, screen: 1 } as const;
export type ConfigFlowType = (typeof ConfigFlowType)[keyof typeof ConfigFlowType];

/** Page size of flow lists in the console's dialogs and editors (spec: 9999 for editor lists). */
export const CONFIG_FLOW_LIST_SIZE = 9999;
/**
 * Largest flow document, in characters of its JSON: a 2,000-pen screen of bound pens with rules and events
 * measures about 0.76 MB (the server's flow tests), so 8 MB leaves room for large topologies and inline images.
 */
export const CONFIG_FLOW_CONTENT_MAX = 8_000_000;
/** Body limit of a flow save: the document plus the other fields and JSON overhead. */
export const CONFIG_FLOW_BODY_MAX = 9 * 1024 * 1024;

/** The page whose buttons govern a flow, by template or not and by type (spec 2.1). */
export const FLOW_PAGES = {
  flow: { [ConfigFlowType.flow]: 'mineTopo', [ConfigFlowType.screen]: 'screen' },
  template: { [ConfigFlowType.flow]: 'lewuleTemplate', [ConfigFlowType.screen]: 'screenTemplate' },
} as const;

/** Pages that read flow lists: the editors, template libraries, share lists, the wall and the hardware list's flow dialog. */
export const FLOW_LIST_READERS = [
  'screen:read',
  'mineTopo:read',
  'screenTemplate:read',
  'lewuleTemplate:read',
  'tempDaping:read',
  'tempLwlList:read',
  'shareList:read',
  'dapingShareList:read',
  'lewuleShareList:read',
  'customMonitor:read',
  'equipIndex:configFlow',
] as const;

/** The editors' pages: any of them reads the gallery (system symbols, user component images). */
export const FLOW_EDITOR_READERS = [
  'screen:read',
  'mineTopo:read',
  'screenTemplate:read',
  'lewuleTemplate:read',
] as const;

/** Pages that open one flow: those that list them, and the screens that show a device's bound flow. */
export const FLOW_VIEW_READERS = [
  ...FLOW_LIST_READERS,
  'dashboard:read',
  'hardwareMap:read',
  'equipIndex:read',
] as const;

/** The runtime view of a flow: what a device binds as its flow URL and what frames show. */
export const configFlowViewUrl = (id: number) => `/workspace?isid=${id}`;

/** The editor's names of the types (spec 2.1): dp a large screen, lct a flow chart (topology). */
export const FLOW_EDITOR_TYPE = { [ConfigFlowType.flow]: 'lct', [ConfigFlowType.screen]: 'dp' } as const;

/**
 * The editor of a flow or template: `/dEworkspace` for screens, `/workspace` for flow charts (the same
 * editor, spec 2.2), with `id` (none for a new one), `type` dp or lct and `template=1` for templates.
 */
export function configFlowEditUrl(type: ConfigFlowType, template: boolean, id?: number): string {
  const query = new URLSearchParams();
  if (id !== undefined) query.set('id', String(id));
  query.set('type', FLOW_EDITOR_TYPE[type]);
  if (template) query.set('template', '1');
  return `${type === ConfigFlowType.screen ? '/dEworkspace' : '/workspace'}?${query.toString()}`;
}

/**
 * Editor uploads (spec 5): user component and background images of jpg, jpeg, svg, png or gif. The
 * spec gives the component image limit as 30 in the upload's unit, and the upload's message is
 * `file too large: <=N MB`: so 30 MB, which also fits a high-resolution plant photo as a background.
 */
export const FLOW_IMAGE_MAX_MB = 30;
export const FLOW_IMAGE_MAX_BYTES = FLOW_IMAGE_MAX_MB * 1024 * 1024;
/** The thumbnail the editor renders on save (a PNG of the canvas). */
export const FLOW_THUMBNAIL_MAX_MB = 2;
/** What an uploaded flow file is for. */
export const FLOW_FILE_KINDS = ['component', 'background', 'thumbnail'] as const;
export type FlowFileKind = (typeof FLOW_FILE_KINDS)[number];
/** Where the flow files are served: the generated name is the only key. */
export const flowFileUrl = (storedName: string) => `/admin/api/configflow/file/${storedName}`;

/** The share kind of a flow by its type: screens and flow charts are shared from pages of their own. */
export const FLOW_SHARE_KIND = { [ConfigFlowType.flow]: 'flowChart', [ConfigFlowType.screen]: 'screen' } as const;
export type FlowShareKind = (typeof FLOW_SHARE_KIND)[ConfigFlowType];
export const FLOW_TYPE_OF_SHARE: Record<FlowShareKind, ConfigFlowType> = {
  flowChart: ConfigFlowType.flow,
  screen: ConfigFlowType.screen,
};

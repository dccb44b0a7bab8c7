/** Configuration flows' constants: zod-free, so the console's chunks import them without zod. */

/** 0 flow chart (topology, the editor's lct), 1 large screen (dp). */
export const ConfigFlowType = { flow: 0, screen: 1 } as const;
export type ConfigFlowType = (typeof ConfigFlowType)[keyof typeof ConfigFlowType];

/** Page size of flow lists in the console's dialogs and editors (spec: 9999 for editor lists). */
export const CONFIG_FLOW_LIST_SIZE = 9999;
/** Largest flow document, in characters of its JSON. */
export const CONFIG_FLOW_CONTENT_MAX = 1_000_000;

/** The runtime view of a flow: what a device binds as its flow URL and what frames show. */
export const configFlowViewUrl = (id: number) => `/workspace?isid=${id}`;

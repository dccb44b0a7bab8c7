import { z } from 'zod';
import { CONFIG_FLOW_CONTENT_MAX, ConfigFlowType } from './configflow-enums.js';
import { SafeFlowDocument, type FlowDocument } from './flow/document.js';
import { isSafeImageUrl } from './flow/safe-content.js';
import { bi } from './messages.js';

/** Configuration flows and templates: lists, the whole flow of the editor, folders. */

const blankAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const zeroOrOne = z.union([z.literal(0), z.literal(1)]);
const flowType = z.union([z.literal(ConfigFlowType.flow), z.literal(ConfigFlowType.screen)]);
const flag = z.union([z.boolean(), zeroOrOne]).transform((v): 0 | 1 => (v ? 1 : 0));
const optionalId = z.preprocess(blankAsUndefined, z.number().int().positive().nullable().optional());
const imageAddress = z
  .string()
  .max(255)
  .refine(isSafeImageUrl, bi('不是允许的图片地址', 'not an allowed image address'));

/** `GET /configflow/list?pageIndex&pageCount&publish&type&name&repertoryId`: pageIndex counts from 1. */
export const ConfigFlowListQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageCount: z.coerce.number().int().min(1).max(9_999_999).default(15),
  publish: z.preprocess(blankAsUndefined, z.coerce.number().pipe(zeroOrOne).optional()),
  type: z.preprocess(blankAsUndefined, z.coerce.number().pipe(flowType).optional()),
  name: z.preprocess(blankAsUndefined, z.string().trim().max(64).optional()),
  repertoryId: z.preprocess(blankAsUndefined, z.coerce.number().int().positive().optional()),
});
export type ConfigFlowListQuery = z.output<typeof ConfigFlowListQuery>;

/** A flow's document: sanitized (code and network fields dropped) and at most so large. */
const flowData = SafeFlowDocument.optional().superRefine((doc, ctx) => {
  if (doc && JSON.stringify(doc).length > CONFIG_FLOW_CONTENT_MAX) {
    ctx.addIssue({
      code: 'custom',
      message: bi(
        `JSON 最多 ${CONFIG_FLOW_CONTENT_MAX} 个字符`,
        `at most ${CONFIG_FLOW_CONTENT_MAX} characters of JSON`,
      ),
    });
  }
});

/**
 * `POST /configflow` and `/template/configflow` (spec 3.6): the whole flow. Without `data`, a flow made
 * from a template (`templateId`) copies the template's document; otherwise it starts empty.
 */
const flowFields = {
  name: z.string().trim().min(1, bi('请输入名称', 'enter a name')).max(64),
  desc: z.string().trim().max(255),
  image: imageAddress,
  type: flowType,
  data: flowData,
  repertoryId: optionalId,
  publish: flag,
  templateId: optionalId,
  isfromTemplate: flag,
  backgroundImage: imageAddress,
};

export const ConfigFlowCreate = z.object({
  ...flowFields,
  desc: flowFields.desc.default(''),
  image: imageAddress.default(''),
  publish: flag.default(0),
  isfromTemplate: flag.default(0),
  backgroundImage: imageAddress.default(''),
  companyId: z.number().int().positive().optional(),
});
export type ConfigFlowCreate = z.output<typeof ConfigFlowCreate>;

/** `PUT /configflow`: the flow with its id; fields left out keep their value. */
export const ConfigFlowUpdate = z
  .object(flowFields)
  .omit({ templateId: true })
  .partial()
  .extend({ id: z.number().int().positive() });
export type ConfigFlowUpdate = z.output<typeof ConfigFlowUpdate>;

/** `POST /configflow/saveAs`: a copy of a flow under a new name (save as clears the id, spec 4.1). */
export const ConfigFlowSaveAs = z.object({
  id: z.number().int().positive(),
  name: z.string().trim().min(1, bi('请输入名称', 'enter a name')).max(64),
});
export type ConfigFlowSaveAs = z.output<typeof ConfigFlowSaveAs>;

/** `GET /configflow/{id}?view=1`: `view` asks for the run view (no difference in what is answered). */
export const ConfigFlowViewQuery = z.object({ view: z.preprocess(blankAsUndefined, z.coerce.number().optional()) });

/** `GET /configflow/shared/{id}?kind=screen|flowChart`: a flow shared with the caller (`/dapingInfo`, `/lewuleInfo`). */
export const ConfigFlowSharedQuery = z.object({ kind: z.enum(['screen', 'flowChart']) });
export type ConfigFlowSharedQuery = z.output<typeof ConfigFlowSharedQuery>;

/** A row of the flow list (the document itself is not listed). */
export interface ConfigFlowRecord {
  id: number;
  name: string;
  desc: string;
  image: string;
  type: ConfigFlowType;
  publish: 0 | 1;
  repertoryId: number | null;
  templateId: number | null;
  isfromTemplate: 0 | 1;
  companyId: number;
  companyName: string;
  createTime: string;
  updateTime: string;
}

/** The whole flow, as the editor and run mode open it. */
export interface ConfigFlowDetail extends ConfigFlowRecord {
  data: FlowDocument;
  backgroundImage: string;
}

export interface ConfigFlowPage {
  records: ConfigFlowRecord[];
  total: number;
  pageIndex: number;
  pageCount: number;
}

/** `POST /configflow/repertory` and `PUT`: a folder of flows. */
export const FlowRepertoryCreate = z.object({
  name: z.string().trim().min(1, bi('请输入名称', 'enter a name')).max(64),
  companyId: z.number().int().positive().optional(),
});
export const FlowRepertoryUpdate = z.object({
  id: z.number().int().positive(),
  name: FlowRepertoryCreate.shape.name,
});
export type FlowRepertoryCreate = z.output<typeof FlowRepertoryCreate>;
export type FlowRepertoryUpdate = z.output<typeof FlowRepertoryUpdate>;

export interface FlowRepertoryRecord {
  id: number;
  name: string;
  companyId: number;
  /** Flows and templates in it. */
  flowCount: number;
}

/** A user component image (spec 3.6: id, name, url), or an uploaded background or thumbnail. */
export interface FlowFileRecord {
  id: number;
  name: string;
  url: string;
}

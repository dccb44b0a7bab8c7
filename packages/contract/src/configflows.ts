import { z } from 'zod';
import { CONFIG_FLOW_CONTENT_MAX, ConfigFlowType } from './configflow-enums.js';

/** Configuration flows: the list the hardware list, the wall and the editors read, and their creation. */

const blankAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const zeroOrOne = z.union([z.literal(0), z.literal(1)]);
const flowType = z.union([z.literal(ConfigFlowType.flow), z.literal(ConfigFlowType.screen)]);

/** `GET /configflow/list?pageIndex&pageCount&publish&type&name`: pageIndex counts from 1. */
export const ConfigFlowListQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageCount: z.coerce.number().int().min(1).max(9_999_999).default(15),
  publish: z.preprocess(blankAsUndefined, z.coerce.number().pipe(zeroOrOne).optional()),
  type: z.preprocess(blankAsUndefined, z.coerce.number().pipe(flowType).optional()),
  name: z.preprocess(blankAsUndefined, z.string().trim().max(64).optional()),
});
export type ConfigFlowListQuery = z.output<typeof ConfigFlowListQuery>;

/** `POST /configflow`: a new flow of the caller's company (or `companyId` in its scope). */
export const ConfigFlowCreate = z.object({
  name: z.string().trim().min(1).max(64),
  type: flowType,
  publish: z
    .union([z.boolean(), zeroOrOne])
    .default(0)
    .transform((v): 0 | 1 => (v ? 1 : 0)),
  content: z
    .record(z.string(), z.unknown())
    .default({})
    .refine((doc) => JSON.stringify(doc).length <= CONFIG_FLOW_CONTENT_MAX, {
      message: `at most ${CONFIG_FLOW_CONTENT_MAX} characters of JSON`,
    }),
  companyId: z.number().int().positive().optional(),
});
export type ConfigFlowCreate = z.output<typeof ConfigFlowCreate>;

/** A row of the flow list (the document itself is not listed). */
export interface ConfigFlowRecord {
  id: number;
  name: string;
  type: ConfigFlowType;
  publish: 0 | 1;
  companyId: number;
  companyName: string;
  createTime: string;
  updateTime: string;
}

export interface ConfigFlowPage {
  records: ConfigFlowRecord[];
  total: number;
  pageIndex: number;
  pageCount: number;
}

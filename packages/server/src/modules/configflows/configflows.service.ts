import {
  ConfigFlowType,
  emptyFlowDocument,
  FLOW_SHARE_KIND,
  FLOW_TYPE_OF_SHARE,
  FLOW_PAGES,
  permission,
  sanitizeFlowDocument,
  type ButtonName,
  type ConfigFlowCreate,
  type ConfigFlowDetail,
  type ConfigFlowListQuery,
  type ConfigFlowPage,
  type ConfigFlowRecord,
  type ConfigFlowSaveAs,
  type ConfigFlowUpdate,
  type FlowDocument,
  type FlowShareKind,
} from '@iot/contract';
import type { Ctx } from '../../context.js';
import { formatTime } from '../../http/format-time.js';
import { forbidden, notFound, type ErrorText } from '../../http/errors.js';
import type { AuthContext, Scope } from '../access/access.service.js';
import { assertHoldsOne } from '../access/permissions.js';
import type { TenancyService } from '../tenancy/tenancy.service.js';
import { createConfigFlowRepo, type ConfigFlowRow, type FlowKind } from './configflows.repo.js';
import type { RepertoryService } from './repertories.service.js';

/** What flows need of shares: a deleted flow takes its shares with it; a recipient opens what reaches it. */
export interface FlowShares {
  forget(kind: FlowShareKind, flowId: number): Promise<void>;
  reaches(kind: FlowShareKind, flowId: number, user: AuthContext['user']): Promise<boolean>;
}

/** The share pages a recipient opens a shared flow of the kind from: the kind's own, or `/shareList`. */
const SHARE_PAGE = { screen: 'dapingShareList:read', flowChart: 'lewuleShareList:read' } as const;
const COMBINED_SHARE_LIST = 'shareList:read';

const NOT_SHARED: Record<FlowShareKind, ErrorText> = {
  screen: { zh: '此大屏未分享给你', en: 'This screen is not shared with you' },
  flowChart: { zh: '此流程图未分享给你', en: 'This flow chart is not shared with you' },
};

/** The wall picks among published flows (spec visual-side 2.5). */
const WALL = 'customMonitor:read';
/** Pages that show a device's bound flow (the hardware tab and the device screens). */
const DEVICE_FLOW_READERS = ['equipIndex:read', 'equipIndex:configFlow', 'hardwareMap:read', 'dashboard:read'] as const;

const NOT_VIEWABLE: ErrorText = {
  zh: '你没有查看此组态的权限，它也未分享给你',
  en: 'You may not view this flow and it is not shared with you',
};

/** Template libraries: their `create` button makes a flow from a template. */
const LIBRARY = { [ConfigFlowType.flow]: 'tempLwlList', [ConfigFlowType.screen]: 'tempDaping' } as const;

const asType = (type: number): ConfigFlowType => (type === ConfigFlowType.screen ? ConfigFlowType.screen : 0);
const asFlag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** One of `buttons` of the page that governs flows of this kind and type. */
function assertButton(auth: AuthContext, kind: FlowKind, type: ConfigFlowType, ...buttons: ButtonName[]) {
  const page = FLOW_PAGES[kind][type];
  if (!buttons.some((b) => auth.permissions.has(permission(page, b)))) throw forbidden();
}

/**
 * Flows (screens and flow charts) and templates: the same record, told apart by kind. Writes need the
 * button of the page governing the flow's kind and type; reads are scoped, and another company's flow
 * answers like a missing one.
 */
export function createConfigFlowService(
  ctx: Ctx,
  { tenancy, repertories, shares }: { tenancy: TenancyService; repertories: RepertoryService; shares: FlowShares },
) {
  const repo = createConfigFlowRepo(ctx.db.kysely);
  const { timeZone } = ctx.config;

  const present = (row: ConfigFlowRow): ConfigFlowRecord => ({
    id: row.id,
    name: row.name,
    desc: row.description,
    image: row.image,
    type: asType(row.type),
    publish: asFlag(row.publish),
    repertoryId: row.repertoryId,
    templateId: row.templateId,
    isfromTemplate: asFlag(row.isFromTemplate),
    companyId: row.companyId,
    companyName: row.companyName,
    createTime: formatTime(row.createdAt, timeZone),
    updateTime: formatTime(row.updatedAt, timeZone),
  });

  async function found(scope: Scope, kind: FlowKind, id: number): Promise<ConfigFlowRow> {
    const row = await repo.find(scope, kind, id);
    if (!row) throw notFound(kind === 'template' ? 'template' : 'configFlow');
    return row;
  }

  /** A stored document, read like an uploaded one: older versions migrate, anything unsafe is dropped. */
  function storedDocument(content: string): FlowDocument {
    const parsed = sanitizeFlowDocument(JSON.parse(content) as unknown);
    return parsed.success ? parsed.data : emptyFlowDocument();
  }

  async function list(auth: AuthContext, kind: FlowKind, query: ConfigFlowListQuery): Promise<ConfigFlowPage> {
    const { rows, total } = await repo.page(auth.scope, kind, query);
    return { records: rows.map(present), total, pageIndex: query.pageIndex, pageCount: query.pageCount };
  }

  /**
   * Whether the caller may open this flow of its company (`/workspace?isid=`, frames, the wall): its own
   * page's read permission, a share that reaches the caller, the wall for a published flow, or a device
   * screen for a flow a device shows. Templates follow their list's permission alone.
   */
  async function mayView(auth: AuthContext, row: ConfigFlowRow): Promise<boolean> {
    const type = asType(row.type);
    const held = (p: string) => auth.permissions.has(p);
    if (held(permission(FLOW_PAGES.flow[type], 'read'))) return true;
    if (row.publish === 1 && held(WALL)) return true;
    if (await shares.reaches(FLOW_SHARE_KIND[type], row.id, auth.user)) return true;
    return DEVICE_FLOW_READERS.some(held) && (await repo.boundToDevice(row.id, row.companyId));
  }

  async function detail(auth: AuthContext, kind: FlowKind, id: number): Promise<ConfigFlowDetail> {
    const row = await found(auth.scope, kind, id);
    if (kind === 'flow' && !(await mayView(auth, row))) throw forbidden(NOT_VIEWABLE);
    return withDocument(row);
  }

  async function withDocument(row: ConfigFlowRow): Promise<ConfigFlowDetail> {
    const { content, backgroundImage } = await repo.documentOf(row.id);
    return { ...present(row), data: storedDocument(content), backgroundImage };
  }

  /** A folder of the flow's company, or none. */
  async function folderFor(auth: AuthContext, companyId: number, repertoryId: number | null | undefined) {
    if (repertoryId === undefined || repertoryId === null) return null;
    const folder = await repertories.visible(auth, repertoryId);
    if (folder.companyId !== companyId) throw notFound('repertory');
    return folder.id;
  }

  async function create(auth: AuthContext, kind: FlowKind, input: ConfigFlowCreate): Promise<{ id: number }> {
    const fromTemplate =
      kind === 'flow' && input.templateId ? await found(auth.scope, 'template', input.templateId) : null;
    if (fromTemplate) {
      const library = permission(LIBRARY[input.type], 'create');
      if (!auth.permissions.has(library)) assertButton(auth, kind, input.type, 'create');
    } else assertButton(auth, kind, input.type, 'create');
    if (kind === 'flow' && input.publish === 1) assertButton(auth, kind, input.type, 'publish');
    const companyId = input.companyId ?? auth.user.companyId;
    await tenancy.companyInScope(auth.scope, companyId);
    const data =
      input.data ?? (fromTemplate ? storedDocument((await repo.documentOf(fromTemplate.id)).content) : undefined);
    const now = ctx.now();
    const id = await repo.insert({
      companyId,
      name: input.name,
      description: input.desc,
      image: input.image,
      backgroundImage: input.backgroundImage,
      type: input.type,
      publish: input.publish,
      repertoryId: await folderFor(auth, companyId, input.repertoryId),
      templateId: fromTemplate?.id ?? null,
      isFromTemplate: fromTemplate ? 1 : input.isfromTemplate,
      template: kind === 'template' ? 1 : 0,
      content: JSON.stringify(data ?? emptyFlowDocument()),
      createdAt: now,
      updatedAt: now,
    });
    return { id };
  }

  /** Saving from the editor (`save`) or changing it from its list (`update`); the type stays. */
  async function update(auth: AuthContext, kind: FlowKind, input: ConfigFlowUpdate): Promise<void> {
    const row = await found(auth.scope, kind, input.id);
    const type = asType(row.type);
    assertButton(auth, kind, type, 'save', 'update');
    if (kind === 'flow' && input.publish !== undefined && input.publish !== row.publish) {
      assertButton(auth, kind, type, 'publish');
    }
    await repo.update(row.id, {
      name: input.name,
      description: input.desc,
      image: input.image,
      backgroundImage: input.backgroundImage,
      publish: input.publish,
      isFromTemplate: input.isfromTemplate,
      repertoryId:
        input.repertoryId === undefined ? undefined : await folderFor(auth, row.companyId, input.repertoryId),
      content: input.data === undefined ? undefined : JSON.stringify(input.data),
      updatedAt: ctx.now(),
    });
  }

  async function setPublish(auth: AuthContext, id: number, publish: 0 | 1): Promise<void> {
    const row = await found(auth.scope, 'flow', id);
    assertButton(auth, 'flow', asType(row.type), 'publish');
    await repo.update(row.id, { publish, updatedAt: ctx.now() });
  }

  async function remove(auth: AuthContext, kind: FlowKind, id: number): Promise<void> {
    const row = await found(auth.scope, kind, id);
    const type = asType(row.type);
    assertButton(auth, kind, type, 'delete');
    await repo.remove(row.id);
    if (kind === 'flow') await shares.forget(FLOW_SHARE_KIND[type], row.id);
  }

  /** A copy under a new name, unpublished, in the same folder (spec 4.1: save as clears the id). */
  async function saveAs(auth: AuthContext, kind: FlowKind, input: ConfigFlowSaveAs): Promise<{ id: number }> {
    const row = await found(auth.scope, kind, input.id);
    const type = asType(row.type);
    assertButton(auth, kind, type, 'create');
    const { content, backgroundImage } = await repo.documentOf(row.id);
    const now = ctx.now();
    const id = await repo.insert({
      companyId: row.companyId,
      name: input.name,
      description: row.description,
      image: row.image,
      backgroundImage,
      type,
      publish: 0,
      repertoryId: row.repertoryId,
      templateId: row.templateId,
      isFromTemplate: row.isFromTemplate,
      template: kind === 'template' ? 1 : 0,
      content: JSON.stringify(storedDocument(content)),
      createdAt: now,
      updatedAt: now,
    });
    return { id };
  }

  /**
   * A screen or flow chart shared with the caller (directly, through its department or a role), opened
   * from its share page; any other flow of the kind is refused as not shared.
   */
  async function sharedDetail(auth: AuthContext, kind: FlowShareKind, id: number): Promise<ConfigFlowDetail> {
    assertHoldsOne(auth, [SHARE_PAGE[kind], COMBINED_SHARE_LIST]);
    const row = await found(auth.scope, 'flow', id);
    if (asType(row.type) !== FLOW_TYPE_OF_SHARE[kind]) throw notFound('configFlow');
    if (!(await shares.reaches(kind, row.id, auth.user))) throw forbidden(NOT_SHARED[kind]);
    return withDocument(row);
  }

  /** A flow the scope sees (the hardware list binds it); another company's answers like a missing one. */
  async function flowInScope(scope: Scope, id: number) {
    return present(await found(scope, 'flow', id));
  }

  /** A screen or flow chart the caller sees, of the share kind's type, that its page lets it update. */
  async function shareable(
    auth: AuthContext,
    kind: FlowShareKind,
    id: number,
  ): Promise<{ id: number; companyId: number }> {
    const row = await found(auth.scope, 'flow', id);
    const type = FLOW_TYPE_OF_SHARE[kind];
    if (asType(row.type) !== type) throw notFound('configFlow');
    assertButton(auth, 'flow', type, 'update');
    return { id: row.id, companyId: row.companyId };
  }

  return { list, detail, sharedDetail, create, update, setPublish, remove, saveAs, flowInScope, shareable };
}
export type ConfigFlowService = ReturnType<typeof createConfigFlowService>;

import {
  ShareTargetType,
  type Page,
  type ShareCandidate,
  type ShareCandidatesQuery,
  type ShareKind,
  type ShareListQuery,
  type ShareRecord,
  type ShareReplace,
  type ShareTarget,
  type ShareTargetInfo,
  type ShareThingQuery,
} from '@iot/contract';
import type { Ctx } from '../../context.js';
import { notFound, type Noun } from '../../http/errors.js';
import { formatTime } from '../../http/format-time.js';
import type { AuthContext } from '../access/access.service.js';
import type { PagePermission } from '../../http/guard.js';
import { assertHoldsOne } from '../access/permissions.js';
import { createShareRepo, type TargetRow } from './shares.repo.js';

/** What the module of a kind of thing tells shares: the thing, once the caller may share it. */
export interface ShareableThings {
  /** 404 when the caller does not see the thing, 403 when it may not share it. */
  shareable(auth: AuthContext, id: number): Promise<{ id: number; companyId: number }>;
}

/** The pages a kind is shared from: its own page and its share page. */
const SHARING_PAGES: Record<ShareKind, readonly PagePermission[]> = {
  archive: ['deviceInfo:read', 'eqArcShare:read'],
  plan: ['nullmainPlanInfo:read', 'oamPlanShare:read'],
  screen: ['screen:read', 'dapingShareList:read'],
  flowChart: ['mineTopo:read', 'lewuleShareList:read'],
  report: ['luckyHome:read', 'luckyShareList:read'],
};

/** The page whose `read` button opens a kind's list of shares. */
const LIST_PAGES: Record<ShareKind, PagePermission> = {
  archive: 'eqArcShare:read',
  plan: 'oamPlanShare:read',
  screen: 'dapingShareList:read',
  flowChart: 'lewuleShareList:read',
  report: 'luckyShareList:read',
};

/** `/shareList`: everything shared with the caller, of every kind, in one page. */
export const COMBINED_SHARE_LIST: PagePermission = 'shareList:read';

/** What the share routes ask for: one of the pages of some kind; the service checks the kind's. */
export const SHARE_PAGES = [...new Set(Object.values(SHARING_PAGES).flat())];
export const SHARE_LIST_PAGES = [...new Set(Object.values(LIST_PAGES)), COMBINED_SHARE_LIST];

const TARGET_NAMES: Record<number, Noun> = {
  [ShareTargetType.user]: 'user',
  [ShareTargetType.dept]: 'department',
  [ShareTargetType.role]: 'role',
};

const targetInfo = (row: TargetRow): ShareTargetInfo => ({
  type: row.targetType as ShareTargetInfo['type'],
  id: row.targetId,
  name: row.targetName ?? '',
});

/** Targets still there (a deleted user or role drops out), each once. */
function presentTargets(rows: TargetRow[]): ShareTargetInfo[] {
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    const key = `${row.targetType}:${row.targetId}`;
    if (row.targetName === null || seen.has(key)) return [];
    seen.add(key);
    return [targetInfo(row)];
  });
}

export function createShareService(ctx: Ctx, { things }: { things: Record<ShareKind, ShareableThings> }) {
  const repo = createShareRepo(ctx.db.kysely);
  const { timeZone } = ctx.config;

  async function targets(auth: AuthContext, { kind, thingId }: ShareThingQuery): Promise<ShareTargetInfo[]> {
    assertHoldsOne(auth, SHARING_PAGES[kind]);
    const thing = await things[kind].shareable(auth, thingId);
    const list = presentTargets(await repo.targetRows(kind, [thing.id]));
    return list.sort((a, b) => a.type - b.type || a.name.localeCompare(b.name));
  }

  /** Every target must be a user, department or role of the thing's company; any other is not found. */
  async function assertTargetsIn(companyId: number, list: ShareTarget[]): Promise<void> {
    for (const type of [ShareTargetType.user, ShareTargetType.dept, ShareTargetType.role]) {
      const ids = list.filter((t) => t.type === type).map((t) => t.id);
      const found = await repo.targetsInCompany(companyId, type, ids);
      if (ids.some((id) => !found.has(id))) throw notFound(TARGET_NAMES[type]);
    }
  }

  async function replace(auth: AuthContext, { kind, thingId, targets: wanted }: ShareReplace): Promise<void> {
    assertHoldsOne(auth, SHARING_PAGES[kind]);
    const thing = await things[kind].shareable(auth, thingId);
    const unique = [...new Map(wanted.map((t) => [`${t.type}:${t.id}`, t])).values()];
    await assertTargetsIn(thing.companyId, unique);
    await repo.replace(kind, thing, unique, auth.user.id, ctx.now());
  }

  async function list(auth: AuthContext, query: ShareListQuery): Promise<Page<ShareRecord>> {
    const combined = query.scope === 'mine' ? [COMBINED_SHARE_LIST] : [];
    assertHoldsOne(auth, [LIST_PAGES[query.kind], ...combined]);
    const { kind, pageNum, pageSize } = query;
    const { rows, total } = await repo.page(kind, auth.scope, auth.user, query, query);
    const shares = await repo.targetRows(
      kind,
      rows.map((r) => r.thingId),
      { scope: auth.scope, user: auth.user, which: query.scope },
    );
    const records = rows.map((row): ShareRecord => {
      const own = shares.filter((s) => s.thingId === row.thingId);
      const newest = own[0];
      return {
        kind,
        thingId: row.thingId,
        name: row.name,
        companyName: row.companyName,
        sharedBy: newest && newest.sharedBy !== null ? { id: newest.sharedBy, name: newest.sharerName ?? '' } : null,
        sharedAt: formatTime(row.sharedAt, timeZone),
        targets: presentTargets(own),
      };
    });
    return { records, total, pageNum, pageSize };
  }

  /** Without a thing, the caller's own company. */
  async function candidates(auth: AuthContext, query: ShareCandidatesQuery): Promise<Page<ShareCandidate>> {
    const { kind, thingId, type, name, pageNum, pageSize } = query;
    assertHoldsOne(auth, kind ? SHARING_PAGES[kind] : SHARE_PAGES);
    const companyId = kind && thingId ? (await things[kind].shareable(auth, thingId)).companyId : auth.user.companyId;
    const { rows, total } = await repo.candidates(companyId, type, auth.user.id, name, { pageNum, pageSize });
    return { records: rows, total, pageNum, pageSize };
  }

  return {
    targets,
    replace,
    list,
    candidates,
    /** For an ordinary user's queries: the ids of the things of `kind` shared with it. */
    thingIdsReaching: repo.thingIdsReaching,
    /** Whether a thing is shared with a user, directly or through its department or a role. */
    reaches: repo.reaches,
    /** A deleted thing takes its shares with it. */
    forget: repo.removeThing,
    /** The targets of each thing (for things the caller already sees: no permission check). */
    async targetsOf(kind: ShareKind, thingIds: number[]): Promise<Map<number, ShareTargetInfo[]>> {
      const rows = await repo.targetRows(kind, thingIds);
      return new Map(thingIds.map((id) => [id, presentTargets(rows.filter((r) => r.thingId === id))]));
    },
    /** The enabled users a thing is shared with, directly or through departments and roles. */
    usersReached: repo.usersReached,
  };
}
export type ShareService = ReturnType<typeof createShareService>;

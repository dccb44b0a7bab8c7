import { z } from 'zod';
import { Id, Paging } from './envelope.js';
import {
  MAX_SHARE_TARGETS,
  SHARE_CANDIDATE_PAGE_SIZE,
  SHARE_KINDS,
  SHARE_SCOPES,
  SHARE_TARGET_TYPES,
  type ShareKind,
  type ShareTargetType,
} from './share-enums.js';

/** Shares: who else sees a thing (an archive now), and the lists of what is shared with and by the caller. */

const kind = z.enum(SHARE_KINDS);
const targetType = z.coerce.number().pipe(z.literal(SHARE_TARGET_TYPES, 'one of 1 user, 2 dept, 3 role'));
const blankAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const nameFilter = z.preprocess(blankAsUndefined, z.string().trim().max(64).optional());

/** `GET /share/targets?kind&thingId` */
export const ShareThingQuery = z.object({ kind, thingId: Id });
export type ShareThingQuery = z.output<typeof ShareThingQuery>;

/** `PUT /share`: the thing's whole set of targets (an empty list stops sharing it). */
export const ShareReplace = z.object({
  kind,
  thingId: z.number().int().positive(),
  targets: z.array(z.object({ type: targetType, id: z.number().int().positive() })).max(MAX_SHARE_TARGETS),
});
export type ShareReplace = z.output<typeof ShareReplace>;
export type ShareTarget = ShareReplace['targets'][number];

/** `GET /share/list?kind&scope&pageNum&pageSize&name` */
export const ShareListQuery = Paging.extend({ kind, scope: z.enum(SHARE_SCOPES), name: nameFilter });
export type ShareListQuery = z.output<typeof ShareListQuery>;

/**
 * `GET /share/candidates?type&name&pageNum&pageSize[&kind&thingId]`: users, departments or roles that
 * can be targets. With a thing, those of the thing's company (the caller must be able to share it);
 * without, those of the caller's company.
 */
export const ShareCandidatesQuery = Paging.extend({
  type: targetType,
  name: nameFilter,
  pageSize: Paging.shape.pageSize.default(SHARE_CANDIDATE_PAGE_SIZE),
  kind: z.preprocess(blankAsUndefined, kind.optional()),
  thingId: z.preprocess(blankAsUndefined, Id.optional()),
}).refine((q) => (q.kind === undefined) === (q.thingId === undefined), {
  message: 'kind and thingId go together',
  path: ['thingId'],
});
export type ShareCandidatesQuery = z.output<typeof ShareCandidatesQuery>;

export interface ShareTargetInfo {
  type: ShareTargetType;
  id: number;
  /** A user's nick name, a department's or a role's name. */
  name: string;
}

export interface ShareCandidate extends ShareTargetInfo {
  /** A user's account, a department's parent department; '' when none. */
  note: string;
}

/** One shared thing of `GET /share/list`. */
export interface ShareRecord {
  kind: ShareKind;
  thingId: number;
  name: string;
  companyName: string;
  /** Who shared it: the newest share's author (`mine`), the caller (`others`); null once deleted. */
  sharedBy: { id: number; name: string } | null;
  /** The newest of its shares, `yyyy-MM-dd HH:mm:ss`. */
  sharedAt: string;
  /** `mine`: how it reaches the caller (directly, its department, its roles); `others`: whom the caller shared it with. */
  targets: ShareTargetInfo[];
}

/** Shares' constants: zod-free, so the console's chunks import them without zod. */

/**
 * What can be shared: device archives, maintenance plans (a plan's shares are its assignees), screens and
 * flow charts (each with its own share page, spec 2.2), and spreadsheet reports.
 */
export const SHARE_KINDS = ['archive', 'plan', 'screen', 'flowChart', 'report'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

/** Whom a thing is shared with: a user, every member of a department, or every holder of a role. */
export const ShareTargetType = { user: 1, dept: 2, role: 3 } as const;
export type ShareTargetType = (typeof ShareTargetType)[keyof typeof ShareTargetType];
export const SHARE_TARGET_TYPES = [1, 2, 3] as const;

/** `mine`: shared with the caller; `others`: shared by the caller with others. */
export const SHARE_SCOPES = ['mine', 'others'] as const;
export type ShareScope = (typeof SHARE_SCOPES)[number];

/** Targets one thing may have. */
export const MAX_SHARE_TARGETS = 500;
/** Candidates a call answers when it is not given a page size (the selector's short list). */
export const SHARE_CANDIDATE_PAGE_SIZE = 8;

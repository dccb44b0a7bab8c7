import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Scope } from '../modules/access/access.service.js';

/**
 * Case-insensitive "contains" on a column, with the LIKE wildcards of the text escaped; lower() on
 * both sides because PostgreSQL's LIKE is case-sensitive and SQLite's is not.
 */
export function containsText(column: string, text: string): RawBuilder<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/** The company ids of a limited scope for an `in` filter; 0 keeps the list from being empty. */
export function scopeCompanyIds(scope: Scope): number[] {
  return scope.all ? [] : [0, ...scope.companyIds];
}

/**
 * A column in a limited scope's companies: `=` for one company, which lets an index that starts with the
 * company serve a GROUP BY or ORDER BY in its own order; `in` for several.
 */
export function inScopeCompanies(column: string, scope: Scope): RawBuilder<SqlBool> {
  const [only, ...more] = scope.all ? [] : scope.companyIds;
  if (only !== undefined && more.length === 0) return sql<SqlBool>`${sql.ref(column)} = ${only}`;
  return sql<SqlBool>`${sql.ref(column)} in (${sql.join(scopeCompanyIds(scope))})`;
}

/** Times are epoch milliseconds; flags are 0 or 1 (the same on SQLite and PostgreSQL). */
export type Ms = number;
export type Flag = 0 | 1;

/** Custom data constants: zod-free, so the console's chunks import them without zod. */
/** Custom data types (spec 3). */
export const CustomDataType = {
  function: 0,
  expression: 1,
  statistics: 2,
  timer: 3,
  constant: 4,
  time: 5,
  random: 6,
} as const;
export type CustomDataType = (typeof CustomDataType)[keyof typeof CustomDataType];

/** Statistic periods: today, this week (from Monday), this month, this year, a custom range. */
export const StatisticTimeType = { today: 0, week: 1, month: 2, year: 3, custom: 4 } as const;
export type StatisticTimeType = (typeof StatisticTimeType)[keyof typeof StatisticTimeType];

export const CUSTOM_DATA_FUNCTIONS = ['avg', 'sum', 'min', 'max'] as const;
export const TIMER_MODES = ['count-up', 'elapsed'] as const;
/** Tokens of a time item's format (spec 9): YYYY YY MM DD HH hh mm ss WW (Chinese weekday) ww (1..7). */
export const TIME_FORMAT_TOKENS = ['YYYY', 'YY', 'MM', 'DD', 'HH', 'hh', 'mm', 'ss', 'WW', 'ww'] as const;
export const CUSTOM_DATA_PAGE_SIZE = 15;

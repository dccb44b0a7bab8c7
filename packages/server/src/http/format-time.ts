/** One formatter per time zone: making an Intl.DateTimeFormat costs ~0.1 ms, which long lists paid per row. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** `yyyy-MM-dd HH:mm:ss` in the platform's time zone (the Swedish locale writes dates that way). */
export function formatTime(ms: number, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(ms);
}

/**
 * The day boundaries members and staff see (ours): a brand's days run midnight to midnight
 * in the brand's time zone (`timeZone` in brand.json, an IANA name), or in UTC when the
 * brand names none. The daily withdrawal count, the records' date filters, the limits'
 * periods and the daily reconciliation all cut days here.
 */

export const DEFAULT_TIME_ZONE = 'UTC';

const DAY_MS = 24 * 60 * 60_000;

/** The zone a brand's days run in. */
export const brandTimeZone = (brand: { timeZone?: string | undefined }): string =>
  brand.timeZone ?? DEFAULT_TIME_ZONE;

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (timeZone: string): Intl.DateTimeFormat => {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
};

/** The wall-clock reading of an instant in a zone, as if it were UTC (ms). */
const wallClock = (at: Date, timeZone: string): number => {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
};

/** The calendar day (yyyy-MM-dd) an instant falls on in a zone. */
export const dayOf = (at: Date, timeZone: string): string =>
  new Date(wallClock(at, timeZone)).toISOString().slice(0, 10);

/** The instant a calendar day (yyyy-MM-dd) begins in a zone. */
export const dayStart = (day: string, timeZone: string): Date => {
  const midnight = Date.parse(`${day}T00:00:00.000Z`);
  // The zone's offset at the guess, then again at the answer (a change of offset that day).
  let at = midnight - (wallClock(new Date(midnight), timeZone) - midnight);
  at = midnight - (wallClock(new Date(at), timeZone) - at);
  return new Date(at);
};

/** The day after (calendar arithmetic, whatever the zone). */
export const nextDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);

/** The day before. */
export const previousDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) - DAY_MS).toISOString().slice(0, 10);

/** The half-open range of instants [from, to) of a calendar day in a zone. */
export const dayBounds = (day: string, timeZone: string): { from: Date; to: Date } => ({
  from: dayStart(day, timeZone),
  to: dayStart(nextDay(day), timeZone),
});

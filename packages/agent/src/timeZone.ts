/**
 * The browser's offset from UTC as the agent centre shows it beside the clock (portal-spec
 * section 2): `UTC+07:00`, `UTC-03:30`, `UTC+00:00`. `Date#getTimezoneOffset` counts minutes
 * the other way (UTC minus local), so the sign is turned.
 */
export const utcOffsetLabel = (timezoneOffsetMinutes: number): string => {
  const east = -timezoneOffsetMinutes;
  const sign = east < 0 ? '-' : '+';
  const minutes = Math.abs(east);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `UTC${sign}${hh}:${mm}`;
};

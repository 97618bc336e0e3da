// Minutes as people read them ('45 min', '1 h', '2 h 30 min'): logged time, a week's working hours.
const MINUTES_PER_HOUR = 60;

export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / MINUTES_PER_HOUR);
  const rest = minutes % MINUTES_PER_HOUR;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** QWeather icon codes by group: 100s clear and cloudy, 300s rain, 400s snow, 500s fog and dust. */
export type WeatherKind = 'sun' | 'partly' | 'cloud' | 'rain' | 'thunder' | 'snow' | 'fog';

export function weatherKind(icon: string): WeatherKind {
  const code = Number(icon);
  if (code === 100 || code === 150) return 'sun';
  if (code >= 101 && code <= 103) return 'partly';
  if (code >= 300 && code <= 304) return 'thunder';
  if (code >= 300 && code < 400) return 'rain';
  if (code >= 400 && code < 500) return 'snow';
  if (code >= 500 && code < 600) return 'fog';
  return code >= 150 && code < 200 ? 'partly' : 'cloud';
}

const SUN = '#f7b500';
const RAIN = '#3ba7ff';

/** Our own line drawings, coloured, or all in the font colour when `mono`. */
export function WeatherIcon({ icon, size, mono }: { icon: string; size: number; mono: boolean }) {
  const kind = weatherKind(icon);
  const sun = mono ? 'currentColor' : SUN;
  const drop = mono ? 'currentColor' : RAIN;
  const cloud = 'currentColor';
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      fill="none"
      strokeWidth="3"
      strokeLinecap="round"
      aria-hidden
      data-kind={kind}
    >
      {kind === 'sun' || kind === 'partly' ? (
        <g stroke={sun}>
          <circle cx={kind === 'sun' ? 24 : 18} cy={kind === 'sun' ? 24 : 17} r="8" />
          {kind === 'sun'
            ? [0, 45, 90, 135, 180, 225, 270, 315].map((a) => (
                <line key={a} x1="24" y1="6" x2="24" y2="10" transform={`rotate(${a} 24 24)`} />
              ))
            : null}
        </g>
      ) : null}
      {kind !== 'sun' ? (
        <path
          d="M14 34h20a7 7 0 0 0 0-14 10 10 0 0 0-19 3 6 6 0 0 0-1 11z"
          stroke={cloud}
          fill={kind === 'partly' ? 'none' : 'none'}
        />
      ) : null}
      {kind === 'rain' ? <path d="M17 38l-2 5M25 38l-2 5M33 38l-2 5" stroke={drop} /> : null}
      {kind === 'thunder' ? <path d="M25 36l-4 6h6l-4 6" stroke={sun} /> : null}
      {kind === 'snow' ? <path d="M17 40h0M25 42h0M33 40h0" stroke={drop} strokeWidth="4" /> : null}
      {kind === 'fog' ? <path d="M12 40h24M16 45h18" stroke={cloud} /> : null}
    </svg>
  );
}

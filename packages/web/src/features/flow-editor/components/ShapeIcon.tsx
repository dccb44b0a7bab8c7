const STROKE = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.5 } as const;

const DRAWINGS: Record<string, React.ReactNode> = {
  rectangle: <rect x="3" y="8" width="26" height="16" {...STROKE} />,
  square: <rect x="6" y="6" width="20" height="20" {...STROKE} />,
  circle: <circle cx="16" cy="16" r="11" {...STROKE} />,
  triangle: <path d="M16 5 L28 27 L4 27 Z" {...STROKE} />,
  diamond: <path d="M16 4 L28 16 L16 28 L4 16 Z" {...STROKE} />,
  line: <path d="M4 16 H24 M22 12 L28 16 L22 20 Z" {...STROKE} />,
  text: (
    <text x="16" y="22" textAnchor="middle" fontSize="16" fill="currentColor">
      T
    </text>
  ),
};

/** The small drawing a basic shape shows in the gallery. */
export function ShapeIcon({ kind }: { kind: string }) {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden>
      {DRAWINGS[kind]}
    </svg>
  );
}

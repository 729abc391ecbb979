import type { Discipline } from '@contract/articles';

/** A small stable hash of the article's title: the same picture on the server and in the browser. */
function seedOf(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  }
  return hash >>> 0;
}

/** Sky and ground colours per discipline; the seed shifts the hue a little for each story. */
const PALETTES: Record<Discipline, { sky: number; ground: number }> = {
  eventing: { sky: 150, ground: 130 },
  show_jumping: { sky: 205, ground: 95 },
  dressage: { sky: 265, ground: 35 },
  other: { sky: 20, ground: 150 },
};

/** Eventing: rolling hills and a log fence on the cross-country course. */
function CrossCountry({ s }: { s: number }) {
  const x = 90 + (s % 140);
  return (
    <g>
      <path
        d={`M0 250 Q ${120 + (s % 80)} ${200 - (s % 30)} 320 240 T 640 ${225 + (s % 25)} V360 H0Z`}
        fill="rgb(255 255 255 / 0.12)"
      />
      <rect x={x} y={250} width={150} height={22} rx={11} fill="rgb(120 72 36 / 0.9)" />
      <rect x={x + 10} y={270} width={10} height={40} fill="rgb(90 54 27 / 0.9)" />
      <rect x={x + 130} y={270} width={10} height={40} fill="rgb(90 54 27 / 0.9)" />
      <circle cx={520 - (s % 90)} cy={90 + (s % 40)} r={34} fill="rgb(255 220 120 / 0.55)" />
    </g>
  );
}

/** Show jumping: an oxer of striped poles between two wings. */
function Oxer({ s }: { s: number }) {
  const x = 170 + (s % 120);
  const colours = ['#f5f5f4', '#dc2626', '#2563eb', '#eab308'];
  const pole = (y: number, index: number) => (
    <g key={y}>
      <rect x={x} y={y} width={240} height={12} rx={6} fill={colours[(s + index) % 4]} />
      <rect x={x + 60} y={y} width={40} height={12} fill="rgb(255 255 255 / 0.85)" />
      <rect x={x + 160} y={y} width={40} height={12} fill="rgb(255 255 255 / 0.85)" />
    </g>
  );
  return (
    <g>
      <rect x={0} y={285} width={640} height={75} fill="rgb(255 255 255 / 0.1)" />
      <rect x={x - 18} y={170} width={18} height={130} fill="rgb(255 255 255 / 0.8)" />
      <rect x={x + 240} y={170} width={18} height={130} fill="rgb(255 255 255 / 0.8)" />
      {[190, 225, 260].map(pole)}
    </g>
  );
}

/** Dressage: the white boards of the arena and its marker letters. */
function Arena({ s }: { s: number }) {
  const letters = ['A', 'K', 'E', 'H', 'C', 'M', 'B', 'F'];
  return (
    <g>
      <path
        d="M80 300 L200 170 H440 L560 300Z"
        fill="rgb(255 255 255 / 0.1)"
        stroke="rgb(255 255 255 / 0.85)"
        strokeWidth={5}
      />
      <line
        x1={320}
        y1={170}
        x2={320}
        y2={300}
        stroke="rgb(255 255 255 / 0.35)"
        strokeWidth={3}
        strokeDasharray="8 10"
      />
      {[0, 1, 2].map((index) => {
        const letter = letters[(s + index * 3) % letters.length] ?? 'X';
        const lx = 150 + index * 170;
        return (
          <g key={letter + String(index)}>
            <rect x={lx - 20} y={312} width={40} height={34} rx={4} fill="rgb(255 255 255 / 0.9)" />
            <text
              x={lx}
              y={337}
              textAnchor="middle"
              fontSize={22}
              fontWeight={700}
              fill="rgb(60 40 90)"
            >
              {letter}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** Anything else: a horseshoe. */
function Horseshoe({ s }: { s: number }) {
  const angle = (s % 40) - 20;
  return (
    <g transform={`rotate(${angle} 320 190)`}>
      <path
        d="M250 110 A 80 90 0 1 0 390 110 L 360 120 A 52 62 0 1 1 280 120 Z"
        fill="rgb(255 255 255 / 0.75)"
      />
      {[0, 1, 2, 3, 4, 5].map((index) => (
        <circle
          key={index}
          cx={index < 3 ? 262 + index * 6 : 378 - (index - 3) * 6}
          cy={150 + (index % 3) * 40}
          r={5}
          fill="rgb(0 0 0 / 0.35)"
        />
      ))}
    </g>
  );
}

const SCENES: Record<Discipline, (props: { s: number }) => React.JSX.Element> = {
  eventing: CrossCountry,
  show_jumping: Oxer,
  dressage: Arena,
  other: Horseshoe,
};

/**
 * A designed picture for a story without an image: a scene of its discipline (cross-country
 * fence, show-jumping oxer, dressage arena, horseshoe) in the discipline's colours, varied by the
 * story's title so two stories never look the same. Plain SVG built with the app; no service.
 */
export function DisciplineIllustration({
  discipline,
  title,
}: {
  discipline: Discipline;
  title: string;
}) {
  const s = seedOf(title);
  const palette = PALETTES[discipline];
  const hue = (palette.sky + (s % 36) - 18 + 360) % 360;
  const Scene = SCENES[discipline];
  return (
    <svg
      viewBox="0 0 640 360"
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-0 size-full"
      data-testid="discipline-illustration"
      data-discipline={discipline}
      aria-hidden
    >
      <rect width={640} height={360} fill={`hsl(${hue} 45% 26%)`} />
      <rect width={640} height={360} fill={`hsl(${(hue + 40) % 360} 50% 40% / 0.35)`} />
      <path
        d={`M0 ${280 - (s % 30)} Q 320 ${240 + (s % 50)} 640 ${270 - (s % 20)} V360 H0Z`}
        fill={`hsl(${palette.ground} 40% 30% / 0.8)`}
      />
      <Scene s={s} />
    </svg>
  );
}

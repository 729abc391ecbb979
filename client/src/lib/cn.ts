import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names and lets later Tailwind utilities override earlier ones of the same group
 * (`cn('px-4 h-11', 'px-2')` gives `h-11 px-2`), as tailwind-merge does, but for the utilities
 * this app writes only: a few rules instead of tailwind-merge's full config (~8 KB gzipped and
 * ~15 ms to build on a slow phone, on the first page). `cn.test.ts` checks it against
 * tailwind-merge for every pair of classes in client/src.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  if (!joined.includes(' ')) return joined;
  let merged = cache.get(joined);
  if (merged === undefined) {
    // Screens ask for the same few hundred strings over and over (every row, every render).
    if (cache.size >= CACHE_SIZE) cache.clear();
    merged = merge(joined);
    cache.set(joined, merged);
  }
  return merged;
}

const CACHE_SIZE = 1000;
const cache = new Map<string, string>();

function merge(joined: string): string {
  const classes = joined.split(' ');
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = classes.length - 1; index >= 0; index -= 1) {
    const name = classes[index];
    if (!name) continue;
    const parsed = parseClass(name);
    if (parsed === undefined) {
      kept.push(name);
      continue;
    }
    const key = parsed.variants + parsed.group;
    if (taken.has(key)) continue;
    taken.add(key);
    for (const group of CONFLICTS[parsed.group] ?? []) taken.add(parsed.variants + group);
    kept.push(name);
  }
  return kept.reverse().join(' ');
}

/** Variants (sorted, with `!` when important) and the utility's conflict group. */
function parseClass(name: string): { variants: string; group: string } | undefined {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < name.length; index += 1) {
    const char = name[index];
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === ':' && depth === 0) {
      parts.push(name.slice(start, index));
      start = index + 1;
    }
  }
  let utility = name.slice(start);
  let important = false;
  if (utility.endsWith('!')) {
    important = true;
    utility = utility.slice(0, -1);
  } else if (utility.startsWith('!')) {
    important = true;
    utility = utility.slice(1);
  }
  if (utility.startsWith('-')) utility = utility.slice(1);
  const group = groupOf(utility);
  if (group === undefined) return undefined;
  return { variants: parts.sort().join(':') + (important ? '!:' : ':'), group };
}

const FONT_SIZES = /^(xs|sm|base|lg|\d?xl)$/;
const LENGTH = /^\[(\d*\.?\d+(px|r?em|%|vh|vw|ch))\]$/;

/** `text-`: size, alignment, wrapping or (anything else) colour. */
function textGroup(value: string): string {
  if (FONT_SIZES.test(value) || LENGTH.test(value)) return 'font-size';
  if (/^(left|center|right|justify|start|end)$/.test(value)) return 'text-alignment';
  if (/^(wrap|nowrap|balance|pretty)$/.test(value)) return 'text-wrap';
  if (/^(ellipsis|clip)$/.test(value)) return 'text-overflow';
  return 'text-color';
}

/** `border-`: side widths, style, collapse, spacing or colour. */
function borderGroup(value: string): string {
  const side = /^([xytrbl]|[be]?[se]|b[se])(-(.*))?$/.exec(value);
  if (value === '' || /^\d+$/.test(value)) return 'border-w';
  if (side && (side[3] === undefined || /^\d+$/.test(side[3]))) return `border-w-${side[1]}`;
  if (/^(solid|dashed|dotted|double|hidden|none)$/.test(value)) return 'border-style';
  if (/^(collapse|separate)$/.test(value)) return 'border-collapse';
  const spacing = /^spacing(-[xy])?-/.exec(value);
  if (spacing) return `border-spacing${spacing[1] ?? ''}`;
  if (side) return `border-color-${side[1]}`;
  return 'border-color';
}

const SHADOW_SIZES = /^(2xs|xs|sm|md|lg|xl|2xl|none)$/;

/** The conflict group of a utility without variants, or undefined when it is not Tailwind's. */
function groupOf(utility: string): string | undefined {
  const exact = EXACT[utility];
  if (exact !== undefined) return exact;
  const dash = utility.indexOf('-');
  if (dash === -1) return undefined;
  const prefix = utility.slice(0, dash);
  const value = utility.slice(dash + 1);
  switch (prefix) {
    case 'text':
      return textGroup(value);
    case 'font':
      return /^(mono|sans|serif)$/.test(value) ? 'font-family' : 'font-weight';
    case 'border':
      return borderGroup(value);
    case 'bg':
      if (/^(linear-to|radial|conic|none)/.test(value)) return 'bg-image';
      if (/^(cover|contain|auto)$/.test(value)) return 'bg-size';
      return 'bg-color';
    case 'ring':
      if (value === 'inset') return 'ring-w-inset';
      return /^\d+$/.test(value) ? 'ring-w' : 'ring-color';
    case 'outline':
      if (/^(none|hidden|dashed|dotted|double|solid)$/.test(value)) return 'outline-style';
      if (value.startsWith('offset-')) return 'outline-offset';
      return /^\d+$/.test(value) ? 'outline-w' : 'outline-color';
    case 'shadow':
      return SHADOW_SIZES.test(value) || value.startsWith('[') ? 'shadow' : 'shadow-color';
    case 'decoration':
      return /^(\d+|auto|from-font)$/.test(value) ? 'text-decoration-thickness' : 'decoration';
    case 'underline':
      return 'underline-offset';
    case 'leading':
    case 'tracking':
    case 'z':
    case 'order':
    case 'opacity':
    case 'cursor':
    case 'basis':
    case 'aspect':
    case 'duration':
    case 'ease':
    case 'animate':
    case 'rotate':
    case 'scale':
    case 'blur':
    case 'fill':
    case 'stroke':
    case 'top':
    case 'right':
    case 'bottom':
    case 'left':
    case 'w':
    case 'h':
    case 'size':
    case 'p':
    case 'px':
    case 'py':
    case 'pt':
    case 'pr':
    case 'pb':
    case 'pl':
    case 'm':
    case 'mx':
    case 'my':
    case 'mt':
    case 'mr':
    case 'mb':
    case 'ml':
    case 'gap':
    case 'from':
    case 'via':
    case 'to':
      return prefix === 'gap' && /^[xy]-/.test(value) ? `gap-${value[0]}` : prefix;
    case 'min':
    case 'max':
      return /^[wh]-/.test(value) ? `${prefix}-${value[0]}` : undefined;
    case 'inset':
      return /^[xy]-/.test(value) ? `inset-${value[0]}` : 'inset';
    case 'rounded':
      return /^(t|r|b|l|s|e|tl|tr|br|bl|ss|se|ee|es)(-|$)/.test(value)
        ? `rounded-${value.split('-')[0]}`
        : 'rounded';
    case 'translate':
      return /^[xyz]-/.test(value) ? `translate-${value[0]}` : 'translate';
    case 'space':
      return /^[xy]-/.test(value) ? `space-${value[0]}` : undefined;
    case 'divide':
      return /^[xy](-|$)/.test(value) ? `divide-${value[0]}` : 'divide-color';
    case 'grid':
      return value.startsWith('cols-') ? 'grid-cols' : undefined;
    case 'col':
      return 'col-start-end';
    case 'flex':
      if (/^(row|col)(-reverse)?$/.test(value)) return 'flex-direction';
      if (/^(wrap|nowrap|wrap-reverse)$/.test(value)) return 'flex-wrap';
      return 'flex';
    case 'items':
      return 'align-items';
    case 'justify':
      return 'justify-content';
    case 'place':
      return value.startsWith('items-') ? 'place-items' : undefined;
    case 'overflow':
      return /^[xy]-/.test(value) ? `overflow-${value[0]}` : 'overflow';
    case 'overscroll':
      return /^[xy]-/.test(value) ? `overscroll-${value[0]}` : 'overscroll';
    case 'whitespace':
      return 'whitespace';
    case 'break':
      return 'break';
    case 'wrap':
      return /^(anywhere|break-word|normal)$/.test(value) ? 'overflow-wrap' : undefined;
    case 'list':
      return 'list-style-type';
    case 'line':
      return value.startsWith('clamp-') ? 'line-clamp' : undefined;
    case 'object':
      return 'object-fit';
    case 'pointer':
      return 'pointer-events';
    case 'select':
      return 'select';
    case 'transition':
      return 'transition';
    case 'backdrop':
      return value.startsWith('blur') ? 'backdrop-blur' : undefined;
    case 'shrink':
      return 'shrink';
    case 'grow':
      return 'grow';
    default:
      return undefined;
  }
}

const EXACT: Record<string, string> = {
  block: 'display',
  'inline-block': 'display',
  inline: 'display',
  flex: 'display',
  'inline-flex': 'display',
  grid: 'display',
  'inline-grid': 'display',
  table: 'display',
  'table-cell': 'display',
  'table-row': 'display',
  contents: 'display',
  hidden: 'display',
  static: 'position',
  fixed: 'position',
  absolute: 'position',
  relative: 'position',
  sticky: 'position',
  'sr-only': 'sr',
  'not-sr-only': 'sr',
  visible: 'visibility',
  invisible: 'visibility',
  isolate: 'isolation',
  truncate: 'text-overflow',
  italic: 'font-style',
  'not-italic': 'font-style',
  uppercase: 'text-transform',
  lowercase: 'text-transform',
  capitalize: 'text-transform',
  'normal-case': 'text-transform',
  underline: 'text-decoration',
  'line-through': 'text-decoration',
  'no-underline': 'text-decoration',
  'tabular-nums': 'fvn-spacing',
  border: 'border-w',
  rounded: 'rounded',
  shadow: 'shadow',
  ring: 'ring-w',
  outline: 'outline-w',
  transition: 'transition',
  grow: 'grow',
  shrink: 'shrink',
  blur: 'blur',
  'backdrop-blur': 'backdrop-blur',
};

const CONFLICTS: Record<string, readonly string[]> = {
  overflow: ['overflow-x', 'overflow-y'],
  overscroll: ['overscroll-x', 'overscroll-y'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: ['rounded-t', 'rounded-r', 'rounded-b', 'rounded-l', 'rounded-s', 'rounded-e'].concat(
    ['rounded-tl', 'rounded-tr', 'rounded-br', 'rounded-bl'],
    ['rounded-ss', 'rounded-se', 'rounded-ee', 'rounded-es'],
  ),
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-spacing': ['border-spacing-x', 'border-spacing-y'],
  'border-w': ['border-w-x', 'border-w-y', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': ['border-color-x', 'border-color-y', 'border-color-t', 'border-color-r'].concat([
    'border-color-b',
    'border-color-l',
  ]),
  'border-color-x': ['border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
  translate: ['translate-x', 'translate-y'],
};

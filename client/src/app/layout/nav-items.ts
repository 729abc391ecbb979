import {
  CalendarDays,
  ChartColumn,
  House,
  MessageSquareText,
  Newspaper,
  Trophy,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Match the path exactly (Home). */
  end?: boolean;
}

export const headerNav: readonly NavItem[] = [
  { to: '/', label: 'Home', icon: House, end: true },
  { to: '/news', label: 'News', icon: Newspaper },
  { to: '/ratings', label: 'Stats', icon: ChartColumn },
  { to: '/play', label: 'Play', icon: Trophy },
  { to: '/calendar', label: 'Events', icon: CalendarDays },
  { to: '/feedback', label: 'Feedback', icon: MessageSquareText },
];

export const bottomNav: readonly NavItem[] = [
  { to: '/news', label: 'News', icon: Newspaper },
  { to: '/ratings', label: 'Stats', icon: ChartColumn },
  { to: '/play', label: 'Play', icon: Trophy },
  { to: '/calendar', label: 'Events', icon: CalendarDays },
];

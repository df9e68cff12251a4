import {
  BookOpen,
  Brain,
  Eye,
  Flower2,
  Heart,
  Image,
  Lightbulb,
  Pause,
  Sun,
  Users,
  Volume2,
  type LucideIcon,
} from 'lucide-react';

/** The icons content data may name; listing them keeps the bundle to the icons really used. */
const icons: Record<string, LucideIcon> = {
  BookOpen,
  Brain,
  Eye,
  Flower2,
  Heart,
  Image,
  Lightbulb,
  Pause,
  Sun,
  Users,
  Volume2,
};

/** A lucide icon chosen by the name a content entry gives. */
export function Icon({
  name,
  size = 24,
  className,
}: {
  name: string;
  size?: number;
  className?: string;
}) {
  const Component = icons[name] ?? BookOpen;
  return <Component aria-hidden="true" size={size} className={className} />;
}

import {
  ArrowLeftRight,
  Award,
  BadgeCheck,
  Cctv,
  CreditCard,
  FingerprintPattern,
  GraduationCap,
  HardDrive,
  Headset,
  Laptop,
  type LucideIcon,
  Megaphone,
  Monitor,
  Network,
  ShieldCheck,
  Smartphone,
  Store,
  Warehouse,
  Wrench,
} from 'lucide-react';
import type { IconName } from '#content/index.js';

/** Every icon an editor can choose for a service or a feature; a Record, so none is left out. */
const icons: Record<IconName, LucideIcon> = {
  ArrowLeftRight,
  Award,
  BadgeCheck,
  Cctv,
  CreditCard,
  FingerprintPattern,
  GraduationCap,
  HardDrive,
  Headset,
  Laptop,
  Megaphone,
  Monitor,
  Network,
  ShieldCheck,
  Smartphone,
  Store,
  Warehouse,
  Wrench,
};

/** The icon the content names. Decorative: the title beside it says what it means. */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
